import { describe, expect, it } from 'vitest';
import { loggableUrl } from './log-url';

describe('loggableUrl', () => {
  it('keeps the path and the expiry, drops the signature', () => {
    expect(loggableUrl('/api/files/3f2a?exp=1790000000&sig=abc-DEF_123')).toBe(
      '/api/files/3f2a?exp=1790000000&sig=[redacted]',
    );
    expect(loggableUrl('/api/files/3f2a?SIG=x&exp=1')).toBe('/api/files/3f2a?SIG=[redacted]&exp=1');
    expect(loggableUrl('/api/get-messages?sender_id=1&receiver_id=2')).toBe(
      '/api/get-messages?sender_id=1&receiver_id=2',
    );
  });
});
