import { beforeAll, describe, expect, it } from 'vitest';
import { FILE_MSG } from '@steelcut/domain/schemas/files';
import { asUser, expectError, registerUser, type SignedIn, useTestApp } from '../../test/helpers';

const t = useTestApp();
let customer: SignedIn;
beforeAll(async () => {
  customer = await registerUser(t.app);
});

const BROKEN_BODIES = {
  'not multipart at all': 'hello',
  'another boundary': '--y\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--y--\r\n',
  'cut off mid-part': '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG',
  'a part without headers': '--x\r\n\r\n\r\n--x--\r\n',
};

describe.each(['/api/shape/addcart', '/api/send-message'])(
  '%s with a body that is not the multipart it claims',
  (url) => {
    it.each(Object.entries(BROKEN_BODIES))('answers 400 with a message: %s', async (_, payload) => {
      const response = await t.app.inject(
        asUser(customer, {
          method: 'POST',
          url,
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          payload,
        }),
      );
      expect(response.statusCode, response.body).toBeLessThan(500);
      expectError(response, 400);
      expect(response.json().message).toBeTruthy();
    });

    it('names the problem in the shop’s words', async () => {
      const response = await t.app.inject(
        asUser(customer, {
          method: 'POST',
          url,
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          payload: 'hello',
        }),
      );
      expectError(response, 400, FILE_MSG.formUnreadable);
      expect(response.json().code).toBe('MULTIPART_INVALID');
    });
  },
);
