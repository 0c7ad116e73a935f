import { describe, expect, it } from 'vitest';
import { platformBuildProblems, requiredHosts } from '../../vite.config';

const hosts: Record<string, string> = {
  ...Object.fromEntries(requiredHosts.map((name) => [name, `https://${name.toLowerCase()}.example`])),
  VITE_OIDC_CLIENT_ID: 'forecourt-web',
};

describe('a build against a real platform', () => {
  it('builds with every host and a Google Pay environment said', () => {
    expect(platformBuildProblems({ ...hosts, VITE_GOOGLE_PAY_ENVIRONMENT: 'TEST' })).toEqual([]);
    expect(
      platformBuildProblems({
        ...hosts,
        VITE_GOOGLE_PAY_ENVIRONMENT: 'PRODUCTION',
        VITE_GOOGLE_PAY_MERCHANT_ID: 'BCR2DN4T0000000',
      }),
    ).toEqual([]);
  });

  it('refuses to build when it does not say which Google Pay environment it pays in', () => {
    expect(platformBuildProblems(hosts)).toEqual(['VITE_GOOGLE_PAY_ENVIRONMENT must say TEST or PRODUCTION']);
    expect(platformBuildProblems({ ...hosts, VITE_GOOGLE_PAY_ENVIRONMENT: 'production' })).toEqual([
      'VITE_GOOGLE_PAY_ENVIRONMENT must say TEST or PRODUCTION',
    ]);
    expect(platformBuildProblems({ ...hosts, VITE_GOOGLE_PAY_ENVIRONMENT: 'PRODUCTION' })).toEqual([
      'Google Pay in PRODUCTION needs VITE_GOOGLE_PAY_MERCHANT_ID',
    ]);
  });

  it('refuses to build "Continue with Google" without its client id', () => {
    const { VITE_OIDC_CLIENT_ID: _, ...withoutClient } = hosts;
    expect(platformBuildProblems({ ...withoutClient, VITE_GOOGLE_PAY_ENVIRONMENT: 'TEST' })).toEqual([
      '"Continue with Google" needs VITE_OIDC_CLIENT_ID, the app\'s client id',
    ]);
  });

  it('names the hosts it lacks', () => {
    const { VITE_CONTENT_URL: _, ...withoutContent } = hosts;
    expect(platformBuildProblems({ ...withoutContent, VITE_GOOGLE_PAY_ENVIRONMENT: 'TEST' })).toEqual([
      'it needs every host; missing: VITE_CONTENT_URL',
    ]);
  });
});
