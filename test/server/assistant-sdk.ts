/**
 * The official SDK's AssistantV1 (ibm-watson), as a user points it at a parley server: no authentication, the
 * service URL of the server under test.
 */
import { createRequire } from 'node:module';
import { createServer, type ParleyServer } from '../../src/server/index.js';

const require = createRequire(import.meta.url);
// The SDK is CommonJS; its types are loose enough that the scenarios read like user code.
export type Sdk = any;
const AssistantV1 = require('ibm-watson/assistant/v1') as new (o: object) => Sdk;
const { NoAuthAuthenticator } = require('ibm-watson/auth') as { NoAuthAuthenticator: new () => object };

/** An AssistantV1 client of API version 2021-06-14 for the server at `serviceUrl`. */
export function assistantSdk(serviceUrl: string): Sdk {
  return new AssistantV1({ version: '2021-06-14', authenticator: new NoAuthAuthenticator(), serviceUrl });
}

/** A parley server on an ephemeral port (no log; its clock stopped at 2026-11-22T09:00Z) and a client of it. */
export async function serverWithSdk(): Promise<{ server: ParleyServer; sdk: Sdk }> {
  const server = createServer({ log: false, clock: () => new Date('2026-11-22T09:00:00Z') });
  const { url } = await server.listen(0);
  return { server, sdk: assistantSdk(url) };
}
