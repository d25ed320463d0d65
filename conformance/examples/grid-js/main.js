#!/usr/bin/env node
'use strict';
// A second implementation of the grid games, speaking the session protocol (protocol 2) of
// conformance/PROTOCOL.md on standard input and output. Run it with
//   cardlaw conformance run --impl "node conformance/examples/grid-js/main.js" --game hornburg --game base-race
// Node.js's standard library only.

const readline = require('readline');
const { execute } = require('./engine');
const { variants } = require('./rulebook');

function features() {
  const games = {};
  for (const v of variants()) games[v] = { options: 'all' };
  return { games, parts: ['deal', 'pool'] };
}

function reply(message) {
  process.stdout.write(JSON.stringify(message) + '\n');
}

function handle(line, session) {
  let message;
  try {
    message = JSON.parse(line);
  } catch (e) {
    return { type: 'error', id: null, kind: 'bad_message', message: `not JSON: ${e.message}` };
  }
  if (message === null || typeof message !== 'object' || Array.isArray(message) || typeof message.type !== 'string' || !('id' in message)) {
    const id = message && typeof message === 'object' && 'id' in message ? message.id : null;
    return { type: 'error', id, kind: 'bad_message', message: 'a request is an object with `type` and `id`' };
  }
  const { type, id } = message;
  if (type === 'hello') {
    if (!Array.isArray(message.protocols) || !message.protocols.includes(2)) {
      session.stop = 1;
      return { type: 'error', id, kind: 'unsupported_protocol', message: 'this program speaks protocol 2', protocols: [2] };
    }
    session.greeted = true;
    return { type: 'hello', id, protocol: 2, implementation: { name: session.name, version: '1.0' }, features: features() };
  }
  if (!session.greeted) return { type: 'error', id, kind: 'bad_message', message: 'the session begins with a hello' };
  if (type === 'goodbye') { session.stop = 0; return { type: 'goodbye', id }; }
  if (type === 'scenario') {
    const scenario = message.scenario;
    if (!scenario || typeof scenario !== 'object' || !scenario.setup) {
      return { type: 'error', id, kind: 'bad_scenario', message: 'a scenario request needs `scenario`, an object with a setup' };
    }
    if (!variants().includes(scenario.game)) {
      return { type: 'error', id, kind: 'unsupported', message: `this program plays only the grid games, not ${scenario.game}` };
    }
    try {
      return { type: 'result', id, result: execute(scenario) };
    } catch (e) {
      return { type: 'error', id, kind: 'internal', message: String(e && e.stack || e) };
    }
  }
  return { type: 'error', id, kind: 'unknown_type', message: `unknown request type ${type}` };
}

function main(name) {
  const session = { greeted: false, stop: null, name };
  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  rl.on('line', (line) => {
    if (session.stop !== null || !line.trim()) return;
    reply(handle(line, session));
    if (session.stop !== null) { rl.close(); process.exitCode = session.stop; }
  });
}

if (require.main === module) main('cardlaw-grid-js');
module.exports = { main };
