#!/usr/bin/env node
'use strict';
// The same implementation with two deliberate mistakes, to show what the runner reports when an
// implementation breaks the rules: on equal strength the defender wins (G-BAT-2 and G-BAT-4 give
// ties to the attacker), and a safe move cites G-MOV-5 instead of G-MOV-4.
require('./engine').WRONG.on = true;
require('./main').main('cardlaw-grid-js-wrong');
