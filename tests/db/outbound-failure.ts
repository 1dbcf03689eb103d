import { OutboundError } from '@/lib/net/outbound-error';

/** The OutboundError a call fails with (any other outcome fails the test). */
export async function outboundFailure(promise: Promise<unknown>): Promise<OutboundError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OutboundError) return error;
    throw error;
  }
  throw new Error('expected an OutboundError');
}
