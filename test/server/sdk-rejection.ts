/**
 * The error an official SDK's call rejects with, for the server tests that drive `parley/server` through the SDKs
 * (AssistantV1, CompareComplyV1): the SDKs reject with an error carrying the HTTP status, the message and the body.
 */

/** What the SDKs' rejections carry that the tests read. */
export interface SdkRejection {
  status: number;
  message: string;
  body: string;
}

/** The error `promise` rejects with; fails the test when it resolves. */
export async function rejects(promise: Promise<unknown>): Promise<SdkRejection> {
  try {
    await promise;
  } catch (e) {
    return e as SdkRejection;
  }
  throw new Error('expected the call to fail');
}
