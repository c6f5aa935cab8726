/** The part of `http_ece` (RFC 8188 encrypted content-encoding) the fake push service uses. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    /** The receiver's key pair; the sender's public key comes from the aes128gcm header's keyid. */
    privateKey: ECDH;
    /** The receiver's auth secret (base64url or bytes). */
    authSecret: string | Buffer;
  }
  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
