import { BoundedMap, type Clock, UnauthorizedError } from '@colloquy/core';
import { decodeProtectedHeader, errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { Principal } from './api-keys.ts';
import { expandScopes, type Scope } from './scopes.ts';
import { SIGNING_ALGORITHM, type SigningKeyring } from './signing-keys.ts';

export interface TokenServiceOptions {
  keyring: SigningKeyring;
  clock: Clock;
  issuer: string;
  audience: string;
  ttlSeconds: number;
}

export interface IssuedToken {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
}

/** Access tokens: JWTs (EdDSA) carrying iss, aud, sub (the API key id), company_id, scope and exp. */
export class TokenService {
  readonly #options: TokenServiceOptions;
  /** Tokens already verified, until they expire: a signature check costs more than the rest of a request. */
  readonly #verified = new BoundedMap<string, Principal & { expiresAt: Date }>(10_000);

  constructor(options: TokenServiceOptions) {
    this.#options = options;
  }

  get issuer(): string {
    return this.#options.issuer;
  }

  async issue(principal: Principal): Promise<IssuedToken> {
    const { kid, privateKey } = await this.#options.keyring.activeKey();
    const now = Math.floor(this.#options.clock.now().getTime() / 1000);
    const scope = principal.scopes.join(' ');
    const jwt = await new SignJWT({ company_id: principal.companyId, scope })
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: 'at+jwt' })
      .setIssuer(this.#options.issuer)
      .setAudience(this.#options.audience)
      .setSubject(principal.keyId)
      .setIssuedAt(now)
      .setExpirationTime(now + this.#options.ttlSeconds)
      .setJti(crypto.randomUUID())
      .sign(privateKey);
    return { access_token: jwt, token_type: 'Bearer', expires_in: this.#options.ttlSeconds, scope };
  }

  /** The token's principal, or UnauthorizedError saying what is wrong with it. */
  async verify(token: string): Promise<Principal & { expiresAt: Date }> {
    const known = this.#verified.get(token);
    if (known) {
      if (known.expiresAt.getTime() > this.#options.clock.now().getTime()) return known;
      this.#verified.delete(token);
      throw new UnauthorizedError('Access token has expired');
    }
    const principal = await this.#verifySignature(token);
    this.#verified.set(token, principal);
    return principal;
  }

  async #verifySignature(token: string): Promise<Principal & { expiresAt: Date }> {
    let kid: string | undefined;
    try {
      kid = decodeProtectedHeader(token).kid;
    } catch {
      throw new UnauthorizedError('Malformed access token');
    }
    const key = kid ? await this.#options.keyring.publicKey(kid) : undefined;
    if (!key) throw new UnauthorizedError('Access token was not signed by this server');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, key, {
        issuer: this.#options.issuer,
        audience: this.#options.audience,
        algorithms: [SIGNING_ALGORITHM],
        currentDate: this.#options.clock.now(),
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new UnauthorizedError('Access token has expired');
      if (error instanceof errors.JWSSignatureVerificationFailed) {
        throw new UnauthorizedError('Access token was not signed by this server');
      }
      throw new UnauthorizedError(`Invalid access token: ${(error as Error).message}`);
    }
    const companyId = payload.company_id;
    if (typeof companyId !== 'string' || typeof payload.sub !== 'string') {
      throw new UnauthorizedError('Access token lacks company_id');
    }
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [];
    return {
      companyId,
      keyId: payload.sub,
      scopes: expandScopes(scopes) as Scope[],
      expiresAt: new Date((payload.exp ?? 0) * 1000),
    };
  }
}
