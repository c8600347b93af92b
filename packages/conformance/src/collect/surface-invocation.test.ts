import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../../scripts/test-support/temp-dir.js';
import { binaryInPackage, readHelp, readHelpPages } from './surface-invocation.js';

const CLAUDE_HELP = `Usage: claude [options] [command] [prompt]

Options:
  --allowedTools, --allowed-tools <tools...>  Comma or space-separated list
  -p, --print                                 Print response and exit
  --permission-mode <mode>                    Permission mode to use for the session
                                              (choices: "acceptEdits", "auto",
                                              "plan", default: "auto")
  -r, --resume [value]                        Resume a conversation

Commands:
  doctor                                      Check the health
  install [options] [target]                  Install Claude Code native build
`;

const CLAP_HELP = `[experimental] Generate JSON Schema for the app server protocol

Usage: codex app-server generate-json-schema [OPTIONS] --out <DIR>

Options:
  -o, --out <DIR>
          Output directory where the schema files will be written

      --experimental
          Include experimental methods and fields

  -s, --sandbox <SANDBOX_MODE>
          Select the sandbox policy

          [possible values: read-only, workspace-write, danger-full-access]

  -h, --help
          Print help (see a summary with '-h')
`;

// As gemini 0.61.0 prints it (cut): yargs, its commands with the program's name, each flag's type and choices in brackets.
const YARGS_HELP = `Usage: gemini [options] [command]

Commands:
  gemini mcp                   Manage MCP servers
  gemini [query..]             Launch Gemini CLI  [default]

Options:
  -m, --model                     Model  [string]
      --approval-mode             Set the approval mode: default (prompt for approval), plan (read-only mode)  [string] [choices: "default", "auto_edit", "yolo", "plan"]
  -o, --output-format             The format of the CLI output.  [string] [choices: "text", "json", "stream-json"]
      --session-id                Start a new session with a specific ID.  [string]
`;

describe('readHelp', () => {
  it("reads commander's help (Claude): flags with their values, wrapped choices, commands", () => {
    expect(readHelp(CLAUDE_HELP)).toEqual({
      flags: { '--allowedTools': '<tools...>', '--permission-mode': '<mode>', '--print': '', '--resume': '[value]' },
      choices: { '--permission-mode': ['acceptEdits', 'auto', 'plan'] },
      required: [],
      commands: ['doctor', 'install'],
    });
  });

  it("reads yargs' help (gemini): its flags, the choices in brackets, the commands after the program's name", () => {
    const page = readHelp(YARGS_HELP);
    expect(page.commands).toEqual(['mcp']);
    expect(Object.keys(page.flags)).toEqual(['--approval-mode', '--model', '--output-format', '--session-id']);
    expect(page.choices).toEqual({ '--approval-mode': ['auto_edit', 'default', 'plan', 'yolo'], '--output-format': ['json', 'stream-json', 'text'] });
  });

  it("reads clap's help (codex): flags, possible values, what the usage requires", () => {
    expect(readHelp(CLAP_HELP)).toEqual({
      flags: { '--experimental': '', '--help': '', '--out': '<DIR>', '--sandbox': '<SANDBOX_MODE>' },
      choices: { '--sandbox': ['danger-full-access', 'read-only', 'workspace-write'] },
      required: ['--out'],
      commands: [],
    });
  });
});

describe('binaryInPackage', () => {
  const dir = tempDir('mwh-binary-in-package-');

  it('names the package by its package.json, a platform build by its version, and the path inside', () => {
    const pkg = join(dir.path, 'node_modules', '@openai', 'codex-linux-x64');
    mkdirSync(join(pkg, 'vendor', 't', 'bin'), { recursive: true });
    writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: '@openai/codex', version: '0.171.0-linux-x64' }));
    expect(binaryInPackage(join(pkg, 'vendor', 't', 'bin', 'codex'))).toBe('@openai/codex-linux-x64: vendor/t/bin/codex');
    expect(binaryInPackage('/usr/bin/true')).toBeNull();
  });
});

describe('readHelpPages', () => {
  it("leaves out a page the program cannot print, says why, and runs it with the kit's variables in a fresh HOME", async () => {
    const notes: string[] = [];
    // Prints a help page only when the kit's variable and a fresh HOME reach it.
    const script = "const e = process.env; if (e.MWH_TEST !== 'yes' || !e.HOME.includes('mwh-help-')) process.exit(3); console.log('Options:\\n  --ok  fine')";
    const source = { helpPages: [['--help'], ['nothing', '--help']], helpEnv: (home: string) => ({ MWH_TEST: 'yes', OTHER_HOME: home }) };
    const pages = await readHelpPages('gemini', source, { command: process.execPath, prefixArgs: ['-e', script, '--'] }, notes);
    expect(Object.keys(pages)).toEqual(['gemini --help', 'gemini nothing --help']);
    expect(pages['gemini --help']!.flags).toEqual({ '--ok': '' });
    const refused = await readHelpPages('gemini', { ...source, helpEnv: () => ({}) }, { command: process.execPath, prefixArgs: ['-e', script, '--'] }, notes);
    expect(refused).toEqual({});
    expect(notes).toEqual(['gemini --help printed no help (exit 3)', 'gemini nothing --help printed no help (exit 3)']);
  });
});
