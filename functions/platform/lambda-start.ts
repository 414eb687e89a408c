import { config } from 'zod';

/**
 * Settings of a Lambda process, evaluated before anything else in its bundle (cdk/bundle.ts puts
 * this module first in every group's entry); the local server does not load it.
 *
 * Zod without its JIT: by default an object schema compiles a parser of its own (`new Function`)
 * on its first parse, which a cold start pays for every object it parses on its first call (the
 * stored site configuration and rules, a check-in, a page document): 10-15 ms of CPU on the start-up
 * call (BENCHMARKS row 8). A warm parse without it measured the same to 15% slower on a
 * 1,000-item array. Results and messages are the same either way. It must be set before any schema
 * is built, since a schema reads it when it is made.
 */
config({ jitless: true });
