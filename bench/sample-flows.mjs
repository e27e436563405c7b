#!/usr/bin/env node
// Issue 21, round 4: the shared sample workspaces that have no transcript, walked through the flows their sample apps
// and READMEs show, each turn with the answer the author evidently expects (a substring of output.text; `a|b` either).
// Not a recording: the expectations are read from each workspace's own design (docs/behaviour/dialog.md "Round 4").
// usage: node bench/sample-flows.mjs [--dist path/to/dist/index.js]   (PARLEY_SHARED: where shared/ is)
import fs from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { emitJson, sharedDir } from './lib.mjs';

const distArg = process.argv.indexOf('--dist');
const m = await import(distArg > 0 ? pathToFileURL(process.argv[distArg + 1]).href : '../dist/index.js');
const workspaces = join(sharedDir(), 'data', 'workspaces');
const F = [
  ['insurance-voice-bot', '2018-09-20', [['', 'How can I help'], ['I want a quote for term insurance', 'right place'], ['yes', 'Please tell me your Name'], ['{"applicant_name":"John"}I was born on 3 March 1980', 'annual income'], ['50000 dollars', 'Do you smoke']]],
  ['insurance-voice-bot', '2019-02-28', [['', 'How can I help'], ['I want a quote for term insurance', 'right place'], ['yes', 'Please tell me your Name'], ['asdf', 'Please enter your name|could not understand']]],
  ['alexa-weather-sample', '2017-05-26', [['', 'Hello'], ['what do you know about me', "don't know anything"], ['Berlin', 'I know you live in Berlin']]],
  // The name and location slots filled by the beta @sys-person / @sys-location of their time (versions before 2020-04-01).
  ['insurance-voice-bot', '2018-09-20', [['', 'How can I help'], ['I want a quote for term insurance', 'right place'], ['yes', 'Please tell me your Name'], ['My name is John Smith', 'Date of Birth']]],
  ['alexa-weather-sample', '2017-05-26', [['', 'Hello'], ['what is the weather', 'your location'], ['boston', 'weather information for boston'], ['what do you know about me', 'I know you live in boston']]],
  ['app-connect-lookup', '2018-07-10', [['{"useClientActions":true}', 'Hello'], ['look up a customer', 'customer ID'], ['0013600001XyZabAAB', 'using id 0013600001XyZabAAB']]],
  ['multi-bot-weather', '2019-02-28', [['', 'weather Bot'], ['will it rain', 'date for rain'], ['tomorrow', 'place for rain'], ['London', 'Light showers are expected in London']]],
  ['food-coach', '2017-05-26', [['{"time":"lunch","user":{"tone":{"emotion":{"current":null}}}}', 'Did you have lunch yet'], ['yes', 'what you ate'], ['I had bacon', 'Hmm...bacon.']]],
  ['bank-simple', '2019-02-28', [['', 'Virtual Agent'], ['I want to make a credit card payment', 'credit card payments'], ['5624', ''], ['what are your hours', 'When would you like to pay'], ['tomorrow', 'How much would you like to pay'], ['the minimum payment', 'payment of $50']]],
  ['bank-simple', '2019-02-28', [['', 'Virtual Agent'], ['I want to book an appointment with a banker', 'Which date'], ['tomorrow', 'What time'], ['at 3pm', 'zip code']]],
  ['bank-intermediate', '2019-02-28', [['', 'Virtual Agent'], ['I want to book an appointment with a banker', 'Which date'], ['tomorrow', 'What time']]],
  ['pizzeria-slots', '2018-09-20', [['', 'Welcome'], ['I want to order a pizza', 'What size'], ['large', 'What type'], ['help', 'You can choose size'], ['margherita', 'extra toppings'], ['ham and olives', 'Thank you for ordering a large margherita pizza with ham, olive']]],
  ['rent-a-car', '2017-05-26', [['start over', 'What day'], ['tomorrow', 'What time on'], ['tell me a joke', 'chicken'], ['3 pm', 'What type of car'], ['an SUV', 'What color suv'], ['red', 'Please confirm'], ['yes', 'Great!']]],
  ['customer-care-sample', '2018-09-20', [['', 'Hello'], ['I want to make an appointment', 'What day'], ['next friday', 'What time on'], ['at 3pm', 'Let me confirm'], ['yes', 'phone'], ['555-555-1234', 'Let me check availability']]],
  ['itsm-helpdesk', '2017-05-26', [['', 'Hello'], ['my computer is not working', 'reboot'], ['I have a problem with outlook', 'create a new ticket'], ['yes', 'severity'], ['high', 'A new ticket is opened']]],
];
let ok = 0, all = 0;
for (const [name, version, turns] of F) {
  const e = m.compileWorkspace(JSON.parse(fs.readFileSync(join(workspaces, `${name}.json`), 'utf8')), { version });
  let ctx; const bad = [];
  turns.forEach(([raw, want], i) => {
    let text = raw, extra = {};
    const mm = /^(\{.*\})(.*)$/.exec(raw); if (mm) { extra = JSON.parse(mm[1]); text = mm[2]; }
    const r = e.message({ input: { text }, context: { ...(ctx ?? {}), ...extra } }, { now: '2026-11-25T15:00:00Z', seed: 's' });
    ctx = r.context; all++;
    const got = (r.output.text ?? []).join(' | ');
    if (want === '' || want.split('|').some((w) => got.includes(w))) ok++; else bad.push(`t${i + 1} "${text}" -> ${JSON.stringify(got).slice(0, 90)}`);
  });
  console.log(`${name} ${version}: ${turns.length - bad.length}/${turns.length}${bad.length ? '  ✗ ' + bad.join('; ') : ''}`);
}
console.log(`flows: ${ok}/${all} turns as the authors expect`);
emitJson('sample-flows', { turns: all, as_expected: ok });
