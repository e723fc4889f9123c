import { startZoomFake, ZOOM_TEST_CLIENT } from '../../../../e2e/fakes/zoom-api';

export { startZoomFake, ZOOM_TEST_CLIENT };

/** The app's environment for a Zoom fake at `url`. */
export const zoomEnv = (url: string) => ({
  KAIROS_ZOOM_CLIENT_ID: ZOOM_TEST_CLIENT.id,
  KAIROS_ZOOM_CLIENT_SECRET: ZOOM_TEST_CLIENT.secret,
  KAIROS_ZOOM_OAUTH_URL: url,
  KAIROS_ZOOM_API_URL: url,
});
