/**
 * Cards outside the catalog whose Oracle text reads the scenario keys the catalog has no reader for —
 * soulbond's `pairedWith` (702.95), `exiledWith` (406.6, 607.2a), `enteredThisTurn`, bestow's
 * `bestowed` (702.103), and the resolution choices `choices.keyword` (608.2d), `choices.flips` (705) and
 * `choices.count` (608.2c), and `dayNight` (726) — so that the fuzz run exercises the engine's reading
 * of those keys, not only the loader's checks. Texts are the Oracle texts of the shared corpus (Boon
 * Satyr, which it lacks, as printed: no corpus card has bestow). Each is compiled by the Oracle compiler
 * when the run starts and goes into the scenarios as an inline card (docs/scenario-and-cli.md § Inline
 * cards), so a saved finding is a self-contained scenario file.
 */

/** Scryfall-format card data (the fields compileCard reads). */
export const ORACLE_CARDS = [
  {
    name: 'Lightning Mauler',
    mana_cost: '{1}{R}',
    type_line: 'Creature — Human Berserker',
    oracle_text:
      'Soulbond (You may pair this creature with another unpaired creature when either enters. They remain paired for as long as you control both of them.)\nAs long as this creature is paired with another creature, both creatures have haste.',
    power: '2',
    toughness: '1',
  },
  {
    name: 'Deadeye Navigator',
    mana_cost: '{4}{U}{U}',
    type_line: 'Creature — Spirit',
    oracle_text:
      'Soulbond (You may pair this creature with another unpaired creature when either enters. They remain paired for as long as you control both of them.)\nAs long as Deadeye Navigator is paired with another creature, each of those creatures has "{1}{U}: Exile this creature, then return it to the battlefield under your control."',
    power: '5',
    toughness: '5',
  },
  {
    name: 'Veteran Survivor',
    mana_cost: '{W}',
    type_line: 'Creature — Human Survivor',
    oracle_text:
      "Survival — At the beginning of your second main phase, if this creature is tapped, exile up to one target card from a graveyard.\nAs long as there are three or more cards exiled with this creature, it gets +3/+3 and has hexproof. (It can't be the target of spells or abilities your opponents control.)",
    power: '2',
    toughness: '1',
  },
  {
    name: 'Keen-Eyed Curator',
    mana_cost: '{G}{G}',
    type_line: 'Creature — Raccoon Scout',
    oracle_text:
      'As long as there are four or more card types among cards exiled with this creature, it gets +4/+4 and has trample.\n{1}: Exile target card from a graveyard.',
    power: '3',
    toughness: '3',
  },
  {
    name: "Agatha's Soul Cauldron",
    mana_cost: '{2}',
    type_line: 'Legendary Artifact',
    oracle_text:
      "You may spend mana as though it were mana of any color to activate abilities of creatures you control.\nCreatures you control with +1/+1 counters on them have all activated abilities of all creature cards exiled with Agatha's Soul Cauldron.\n{T}: Exile target card from a graveyard. When a creature card is exiled this way, put a +1/+1 counter on target creature you control.",
  },
  {
    name: "Shardmage's Rescue",
    mana_cost: '{W}',
    type_line: 'Enchantment — Aura',
    oracle_text:
      'Flash\nEnchant creature you control\nAs long as this Aura entered this turn, enchanted creature has hexproof.\nEnchanted creature gets +1/+1.',
  },
  {
    name: "Urza's Avenger",
    mana_cost: '{6}',
    type_line: 'Artifact Creature — Shapeshifter',
    oracle_text: '{0}: This creature gets -1/-1 and gains your choice of banding, flying, first strike, or trample until end of turn.',
    power: '4',
    toughness: '4',
  },
  {
    name: 'Chaotic Strike',
    mana_cost: '{1}{R}',
    type_line: 'Instant',
    oracle_text:
      'Cast this spell only during combat after blockers are declared.\nFlip a coin. If you win the flip, target creature gets +1/+1 until end of turn.\nDraw a card.',
  },
  {
    name: 'Two-Headed Giant',
    mana_cost: '{2}{R}{R}',
    type_line: 'Creature — Giant Warrior',
    oracle_text:
      'Whenever Two-Headed Giant attacks, flip two coins. If both coins come up heads, Two-Headed Giant gains double strike until end of turn. If both coins come up tails, Two-Headed Giant gains menace until end of turn.',
    power: '4',
    toughness: '4',
  },
  {
    name: 'Orphans of the Wheat',
    mana_cost: '{1}{W}',
    type_line: 'Creature — Human',
    oracle_text:
      'Whenever this creature attacks, tap any number of untapped creatures you control. This creature gets +1/+1 until end of turn for each creature tapped this way.',
    power: '2',
    toughness: '1',
  },
  {
    name: 'Captain Howler, Sea Scourge',
    mana_cost: '{2}{U}{R}',
    type_line: 'Legendary Creature — Shark Pirate',
    oracle_text:
      'Ward—{2}, Pay 2 life.\nWhenever you discard one or more cards, target creature gets +2/+0 until end of turn for each card discarded this way. Whenever that creature deals combat damage to a player this turn, you draw a card.',
    power: '5',
    toughness: '4',
  },
  {
    name: 'Wolf Strike',
    mana_cost: '{2}{G}',
    type_line: 'Instant',
    oracle_text:
      "Target creature you control gets +2/+0 until end of turn if it's night. Then it deals damage equal to its power to target creature you don't control.",
  },
  {
    name: 'Éowyn, Lady of Rohan',
    mana_cost: '{2}{W}',
    type_line: 'Legendary Creature — Human Noble',
    oracle_text:
      'At the beginning of combat on your turn, target creature gains your choice of first strike or vigilance until end of turn. If that creature is equipped, it gains first strike and vigilance until end of turn instead.\nEquip abilities you activate cost {1} less to activate.',
    power: '2',
    toughness: '4',
  },
  {
    name: 'Specter of Mortality',
    mana_cost: '{3}{B}{B}',
    type_line: 'Creature — Specter',
    oracle_text:
      'Flying\nWhen this creature enters, you may exile one or more creature cards from your graveyard. When you do, each other creature gets -X/-X until end of turn, where X is the number of cards exiled this way.',
    power: '3',
    toughness: '3',
  },
  {
    name: 'Boon Satyr',
    mana_cost: '{1}{G}{G}',
    type_line: 'Enchantment Creature — Satyr',
    oracle_text:
      "Flash\nBestow {3}{G}{G} (If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a creature again if it's not attached to a creature.)\nEnchanted creature gets +4/+2.",
    power: '4',
    toughness: '2',
  },
];

const NUMBER = /^-?\d+$/;
const stat = (s) => (NUMBER.test(s) ? Number(s) : s);

/**
 * The inline card documents of ORACLE_CARDS, compiled with `compileCard` (src/oracle or dist/oracle):
 * `{ ref, def }`, `ref` being what a scenario writes for the card, `def` the CardDef the generator
 * inspects. A card with an unread continuous sentence is left out (its ability would do nothing).
 */
export function oracleInlineCards(compileCard) {
  return ORACLE_CARDS.flatMap((c) => {
    const { card, report } = compileCard(c);
    if (report.warnings.length > 0) return [];
    const ref = { name: c.name, typeLine: c.type_line, manaCost: c.mana_cost };
    if (c.power !== undefined) Object.assign(ref, { power: stat(c.power), toughness: stat(c.toughness) });
    ref.abilities = card.abilities;
    return [{ ref, def: card }];
  });
}
