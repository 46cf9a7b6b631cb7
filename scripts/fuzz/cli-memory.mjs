/** The `mtg-layers` CLI run in-process on a text held in memory (the fuzzers' CLI checks). */

/** The CLI commands on the text, in-process: exit statuses and what they printed. */
export async function runCliOn(cli, input, command) {
  let out = '';
  let err = '';
  const io = {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      err += t;
    },
    env: { NO_COLOR: '1' },
    stdoutIsTTY: false,
    stderrIsTTY: false,
    readFile: () => input.text,
    scenarioFilesIn: () => undefined,
  };
  const status = await cli.run([...command, input.name], io);
  return { status, out, err };
}
