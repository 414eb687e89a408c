import { config } from 'zod/mini';

/**
 * Settings of a Lambda process, evaluated before anything else in its bundle (cdk/bundle.ts puts
 * this module first in every group's entry); the local server does not load it.
 *
 * Zod without its JIT: by default an object schema compiles a parser of its own (`new Function`)
 * on its first parse, which a cold start pays for every object its first call parses (the stored
 * site configuration and rules, a session, a page document): 15-20 ms of CPU of the start-up and
 * login-screen calls (BENCHMARKS row 8). Results and messages are the same. The price is on warm
 * calls: a parse of a 1,000-item array of small objects took 1.2 ms instead of 0.16 ms in a micro
 * benchmark. Set before any schema is built, since a schema reads it when it is made. Taken from
 * `zod/mini` (the same global configuration as the classic API's): importing `zod` itself here would
 * load the classic API's module on every cold start, also for a call that builds no classic schema.
 */
config({ jitless: true });
