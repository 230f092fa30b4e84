import type { RouteObject } from 'react-router';

/** The feedback inbox under /haldus/tagasiside. */
export const feedbackRoutes: RouteObject[] = [
  {
    path: 'tagasiside',
    lazy: async () => ({ Component: (await import('./components/feedback-list-screen')).FeedbackListScreen }),
  },
  {
    path: 'tagasiside/:id',
    lazy: async () => ({
      Component: (await import('./components/feedback-detail-screen')).FeedbackDetailScreen,
    }),
  },
];
