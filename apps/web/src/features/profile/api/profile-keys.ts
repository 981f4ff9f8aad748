/** Query keys of the profile feature, in one place. */
export const profileKeys = {
  info: ['profile', 'info'] as const,
  me: ['profile', 'me'] as const,
  feedback: ['profile', 'feedback'] as const,
  email: ['profile', 'email'] as const,
};
