import type { AgentAnnouncement } from '#schemas/agent-api.ts';
import { DAY_MS } from '#mock-server/agent/activity.ts';
import { SEED_REFERENCE_TIME } from '#mock-server/clock.ts';

/** The agent announcements (our texts), in the brand's content language. */
const TEXTS = {
  en: [
    [
      'Real-time salary now settles every 5 minutes',
      "<p>Real-time salary is paid every 5 minutes on your team's valid bets. See <b>My Income</b>.</p>",
    ],
    [
      'Contract offers',
      '<p>Offer your sub-agents daily, hourly or real-time salary and dividend contracts from the menu on the left.</p>',
    ],
    [
      'Invite members with your link',
      '<p>Share your invitation link or QR code from <b>Account</b>: new members join your team.</p>',
    ],
  ],
  vi: [
    [
      'Lương thời gian thực được quyết toán mỗi 5 phút',
      '<p>Lương thời gian thực được trả mỗi 5 phút theo cược hợp lệ của đội. Xem <b>Thu nhập của tôi</b>.</p>',
    ],
    [
      'Đề nghị hợp đồng',
      '<p>Đề nghị hợp đồng lương ngày, lương giờ, lương thời gian thực và cổ tức cho đại lý cấp dưới từ menu bên trái.</p>',
    ],
    [
      'Mời thành viên bằng liên kết của bạn',
      '<p>Chia sẻ liên kết mời hoặc mã QR trong mục <b>Tài khoản</b>: thành viên mới sẽ vào đội của bạn.</p>',
    ],
  ],
} as const;

export function agentAnnouncements(language: 'vi' | 'en'): AgentAnnouncement[] {
  return TEXTS[language].map(([title, content], index) => ({
    id: index + 1,
    title,
    content,
    publishedAt: SEED_REFERENCE_TIME - index * 3 * DAY_MS,
  }));
}
