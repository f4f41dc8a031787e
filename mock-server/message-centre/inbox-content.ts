import type { MessageKind } from '#schemas/records-api.ts';

/** A message of the inbox in both languages; `hoursAgo` counts back from the seed time. */
export interface InboxTemplate {
  id: string;
  kind: MessageKind;
  hoursAgo: number;
  title: { vi: string; en: string };
  /** Server HTML, sanitised by the app. */
  content: { vi: string; en: string };
  /** Only these accounts get it (personal messages); absent: everyone. */
  accounts?: readonly string[];
}

/**
 * The simulated inbox, newest first. One promotion carries a `<script>`, an `onclick` and an
 * `onerror` that would set `window.__mockMessageScriptRan` (and `...OnclickRan`,
 * `...OnerrorRan`): e2e tests can assert the app's sanitiser keeps them unset.
 */
export const INBOX: readonly InboxTemplate[] = [
  {
    id: 'M1001',
    kind: 'personal',
    hoursAgo: 2,
    accounts: ['demo01'],
    title: {
      vi: 'Rút tiền WD2611190001 đã được chuyển',
      en: 'Withdrawal WD2611190001 has been paid',
    },
    content: {
      vi: '<p>Khoản rút <strong>WD2611190001</strong> đã được chuyển vào thẻ Vietcombank của bạn. Vui lòng <a href="/withdraw">xác nhận đã nhận tiền</a>.</p>',
      en: '<p>Withdrawal <strong>WD2611190001</strong> has been paid to your Vietcombank card. Please <a href="/withdraw">confirm you received it</a>.</p>',
    },
  },
  {
    id: 'M1002',
    kind: 'promotion',
    hoursAgo: 5,
    title: { vi: 'Hoàn trả 0,5% mỗi ngày', en: 'Daily 0.5% rebate' },
    content: {
      vi: '<p>Mọi cược hợp lệ đều được <em>hoàn trả 0,5%</em> vào sáng hôm sau.</p><img src="/mock-assets/banners/1.svg" alt="" onerror="window.__mockMessageOnerrorRan=true"><script>window.__mockMessageScriptRan=true</script><p><a href="/promotions" onclick="window.__mockMessageOnclickRan=true">Xem khuyến mãi</a></p>',
      en: '<p>Every valid bet earns a <em>0.5% rebate</em>, paid the next morning.</p><img src="/mock-assets/banners/1.svg" alt="" onerror="window.__mockMessageOnerrorRan=true"><script>window.__mockMessageScriptRan=true</script><p><a href="/promotions" onclick="window.__mockMessageOnclickRan=true">See the promotions</a></p>',
    },
  },
  {
    id: 'M1003',
    kind: 'personal',
    hoursAgo: 20,
    accounts: ['vip01'],
    title: { vi: 'Chúc mừng thăng hạng Hoàng gia', en: 'Welcome to the Royal rank' },
    content: {
      vi: '<p>Bạn đã đạt hạng <strong>Hoàng gia</strong>. Chuyên viên VIP sẽ liên hệ trong 24 giờ.</p>',
      en: '<p>You have reached the <strong>Royal</strong> rank. Your VIP host will contact you within 24 hours.</p>',
    },
  },
  {
    id: 'M1004',
    kind: 'system',
    hoursAgo: 26,
    title: { vi: 'Bảo trì hệ thống định kỳ', en: 'Scheduled maintenance' },
    content: {
      vi: '<p>Hệ thống bảo trì từ <strong>02:00 đến 04:00</strong> thứ Ba tới. Số dư của bạn vẫn an toàn.</p>',
      en: '<p>The platform is down for maintenance from <strong>02:00 to 04:00</strong> next Tuesday. Your balance stays safe.</p>',
    },
  },
  {
    id: 'M1005',
    kind: 'personal',
    hoursAgo: 30,
    accounts: ['agent01'],
    title: { vi: 'Báo cáo đội nhóm tuần này', en: "This week's team report" },
    content: {
      vi: '<p>Đội của bạn có <strong>12</strong> thành viên hoạt động tuần này.</p>',
      en: '<p>Your team had <strong>12</strong> active members this week.</p>',
    },
  },
  {
    id: 'M1006',
    kind: 'promotion',
    hoursAgo: 50,
    title: { vi: 'Thưởng nạp lần đầu 100%', en: '100% first deposit bonus' },
    content: {
      vi: '<p>Nạp lần đầu và nhận thưởng <strong>100%</strong>, vòng cược 3 lần.</p>',
      en: '<p>Make your first deposit and get a <strong>100%</strong> bonus, 3x turnover.</p>',
    },
  },
  {
    id: 'M1007',
    kind: 'system',
    hoursAgo: 72,
    title: { vi: 'Bảo vệ tài khoản của bạn', en: 'Keep your account safe' },
    content: {
      vi: '<p>Không chia sẻ mật khẩu hoặc mã xác minh với bất kỳ ai, kể cả nhân viên hỗ trợ.</p>',
      en: '<p>Never share your password or verification codes with anyone, support staff included.</p>',
    },
  },
  {
    id: 'M1008',
    kind: 'promotion',
    hoursAgo: 96,
    title: { vi: 'Điểm danh mỗi ngày nhận quà', en: 'Daily sign-in rewards' },
    content: {
      vi: '<p>Điểm danh mỗi ngày để nhận tiền thưởng nhỏ và điểm thưởng.</p>',
      en: '<p>Sign in every day for a small bonus and reward points.</p>',
    },
  },
  {
    id: 'M1009',
    kind: 'personal',
    hoursAgo: 120,
    title: { vi: 'Chào mừng bạn', en: 'Welcome aboard' },
    content: {
      vi: '<p>Cảm ơn bạn đã tham gia. Xem <a href="/help">trung tâm trợ giúp</a> để bắt đầu.</p>',
      en: '<p>Thank you for joining. See the <a href="/help">help centre</a> to get started.</p>',
    },
  },
  {
    id: 'M1010',
    kind: 'system',
    hoursAgo: 200,
    title: { vi: 'Cập nhật điều khoản sử dụng', en: 'Terms of use updated' },
    content: {
      vi: '<p>Điều khoản sử dụng đã được cập nhật. Xem tại <a href="/help#rules">đây</a>.</p>',
      en: '<p>Our terms of use have changed. Read them <a href="/help#rules">here</a>.</p>',
    },
  },
  {
    id: 'M1011',
    kind: 'promotion',
    hoursAgo: 300,
    title: { vi: 'Giới thiệu bạn bè', en: 'Refer a friend' },
    content: {
      vi: '<p>Mời bạn bè đăng ký và nhận thưởng khi họ nạp tiền.</p>',
      en: '<p>Invite friends to register and earn a reward when they deposit.</p>',
    },
  },
];
