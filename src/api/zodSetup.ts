/**
 * zod parses without compiling code at run time (its "JIT" builds parsers with `new Function`, which a content
 * security policy without 'unsafe-eval' refuses, and which zod probes for on the first parse). Imported by the
 * modules that parse first (the platform client, the stored session), before any schema is used.
 */
import { config } from 'zod/mini';

config({ jitless: true });
