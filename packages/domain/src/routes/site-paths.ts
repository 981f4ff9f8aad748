/** Site paths (DESIGN §4), as functions so no page builds a path by hand. */
export const SITE_PATHS = {
  home: () => '/',
  login: (redirect?: string) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'),
  register: () => '/register',
  forgotPassword: () => '/forgot_password',
  // Mailed links carry the token after '#': browsers never send it to the server, to logs, or in a Referer.
  resetPassword: (token: string) => `/reset_password#token=${encodeURIComponent(token)}`,
  verifyEmail: (token: string) => `/verify_email#token=${encodeURIComponent(token)}`,
  upload: () => '/upload',
  project: (musicId: number | string) => `/project/vn${musicId}`,
  midiProject: (midiId: number | string) => `/project/mn${midiId}`,
  article: (articleId: number | string) => `/article/an${articleId}`,
  space: (uid: number | string) => `/space/${uid}`,
  square: () => '/square',
  squarePost: (id: number | string) => `/square/sn${id}`,
  vCourse: () => '/v_course',
  feedback: () => '/feedback',
  /** A licence certificate (DESIGN §8 "Licences 2.0"): public, no login. */
  licence: (code: string) => `/licence/${code}`,
  /** A creator-centre page from outside its app: pass a `creatorPath` builder's result. */
  creator: (hashPath = '/home') => `/creator/#${hashPath}`,
} as const;
