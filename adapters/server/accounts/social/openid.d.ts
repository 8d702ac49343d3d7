/** The part of node-openid (`openid` 2.0.18, no bundled types) the Steam sign-in uses. */
declare module 'openid' {
  interface OpenIdError {
    readonly message: string;
  }
  interface AssertionResult {
    readonly authenticated: boolean;
    readonly claimedIdentifier?: string;
  }
  export interface RelyingParty {
    authenticate(identifier: string, immediate: boolean, callback: (error: OpenIdError | null, authUrl: string | null) => void): void;
    verifyAssertion(requestOrUrl: string, callback: (error: OpenIdError | null, result?: AssertionResult) => void): void;
  }
  const openid: {
    readonly RelyingParty: new (returnUrl: string, realm: string | null, stateless: boolean, strict: boolean, extensions: readonly unknown[]) => RelyingParty;
  };
  export default openid;
}
