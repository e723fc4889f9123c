import {
  GOOGLE_TEST_ACCOUNT,
  GOOGLE_TEST_CALENDARS,
  GOOGLE_TEST_CLIENT,
  startGoogleFake,
} from '../../../../e2e/fakes/google-calendar-api';

export { GOOGLE_TEST_ACCOUNT, GOOGLE_TEST_CALENDARS, GOOGLE_TEST_CLIENT, startGoogleFake };

/** The app's environment for a Google fake at `url` (consent page, token endpoint and Calendar API on one origin). */
export const googleEnv = (url: string) => ({
  KAIROS_GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT.id,
  KAIROS_GOOGLE_CLIENT_SECRET: GOOGLE_TEST_CLIENT.secret,
  KAIROS_GOOGLE_OAUTH_URL: url,
  KAIROS_GOOGLE_TOKEN_URL: url,
  KAIROS_GOOGLE_API_URL: url,
});
