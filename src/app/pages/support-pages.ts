/**
 * The support area's pages in one chunk: the routes table is in the home route's first load,
 * and one loader for all of them costs it less than one per page (as the money-out pages do).
 */
export { SupportChatPage } from '#src/features/chat/support-chat-page.tsx';
export { DownloadPage } from '#src/features/download/download-page.tsx';
export { HelpCentrePage } from '#src/features/help/help-centre-page.tsx';
export { FeedbackPage } from '#src/features/support/feedback-page.tsx';
export { SpeedTestPage } from '#src/features/support/speed-test-page.tsx';
