export { main, COMMANDS, USAGE } from './main.js';
export type { Io, IoInput } from './main.js';
export type { Command, CommandArgs, OptionSpec } from './command-line.js';
export { defineCommand } from './command-line.js';
