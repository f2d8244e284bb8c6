import { describe, expect, it } from 'vitest';
import { hmacSha1Signature, oauth1Header, oauthEncode, signatureBaseString } from './oauth1';

describe('OAuth 1.0a HMAC-SHA1 signing', () => {
  it('builds the signature base string of RFC 5849 §3.4.1.1', () => {
    const url = new URL('http://EXAMPLE.COM:80/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b');
    const base = signatureBaseString('post', url, [
      ...url.searchParams.entries(),
      ['c2', ''],
      ['a3', '2 q'],
      ['oauth_consumer_key', '9djdj82h48djs9d2'],
      ['oauth_token', 'kkk9d7dh3k39sjv7'],
      ['oauth_signature_method', 'HMAC-SHA1'],
      ['oauth_timestamp', '137131201'],
      ['oauth_nonce', '7d8f3e4a'],
    ]);
    expect(base).toBe(
      'POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D%26oauth_consumer_key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131201%26oauth_token%3Dkkk9d7dh3k39sjv7',
    );
  });

  it('signs the widely published Twitter example to its known signature', () => {
    const url = new URL('https://api.twitter.com/1.1/statuses/update.json?include_entities=true');
    const header = oauth1Header(
      'POST',
      url,
      {
        consumerKey: 'xvz1evFS4wEEPTGEFPHBog',
        consumerSecret: 'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
        token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
        tokenSecret: 'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
      },
      {
        nonce: 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg',
        timestamp: '1318622958',
        extra: [['status', 'Hello Ladies + Gentlemen, a signed OAuth request!']],
      },
    );
    expect(header).toContain(`oauth_signature="${oauthEncode('hCtSmYh+iHYCEqBWrE7C7hYmtUk=')}"`);
  });

  it('encodes the characters encodeURIComponent leaves alone, and keys the HMAC with both secrets', () => {
    expect(oauthEncode("a!b'c(d)e*f ~-._")).toBe('a%21b%27c%28d%29e%2Af%20~-._');
    expect(hmacSha1Signature('x', 'a&b')).not.toBe(hmacSha1Signature('x', 'a', 'b'));
  });
});
