/**
 * 111.10: predefined tokens — "a Treasure token" is a colorless Treasure artifact token with the ability the
 * rule gives it. The card type and the ability's text by subtype; the text is compiled as a quoted ability.
 */
export const PREDEFINED_TOKENS: Readonly<Record<string, { type: string; ability: string }>> = {
  Treasure: { type: 'Artifact', ability: '{T}, Sacrifice this token: Add one mana of any color.' }, // 111.10a
  Food: { type: 'Artifact', ability: '{2}, {T}, Sacrifice this token: You gain 3 life.' }, // 111.10b
  Gold: { type: 'Artifact', ability: 'Sacrifice this token: Add one mana of any color.' }, // 111.10c
  Shard: { type: 'Enchantment', ability: '{2}, Sacrifice this token: Scry 1, then draw a card.' }, // 111.10e
  Clue: { type: 'Artifact', ability: '{2}, Sacrifice this token: Draw a card.' }, // 111.10f
  Blood: { type: 'Artifact', ability: '{1}, {T}, Discard a card, Sacrifice this token: Draw a card.' }, // 111.10g
  Powerstone: { type: 'Artifact', ability: "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell." }, // 111.10h
};
