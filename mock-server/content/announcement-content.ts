/**
 * Announcement texts in the two complete languages. Tokens: {vendor}, {date}, {pct}, {count}.
 * One fixed announcement carries a harmless script, an inline handler and an onerror image,
 * so the front end's HTML sanitising is exercised: each sets a window flag that e2e tests can
 * check stays unset.
 */
export interface AnnouncementTemplate {
  title: string;
  html: string;
}

export const ANNOUNCEMENT_TEMPLATES: Record<'vi' | 'en', readonly AnnouncementTemplate[]> = {
  en: [
    {
      title: 'Scheduled maintenance of {vendor}',
      html: '<p>{vendor} will be under maintenance on <strong>{date}</strong> from 02:00 to 04:00 (GMT+7). Its games cannot be opened during that time.</p><p>We apologise for the inconvenience.</p>',
    },
    {
      title: '{count} new games from {vendor}',
      html: '<p>{count} new games from <strong>{vendor}</strong> are live in the <a href="/rng">slots lobby</a> from {date}.</p><p>Try them first and share your biggest win!</p>',
    },
    {
      title: 'Weekend deposit bonus {pct}%',
      html: '<p>Deposit on Saturday or Sunday and receive a <strong>{pct}%</strong> bonus.</p><ul><li>Valid until {date}</li><li>Wagering: 10 times the bonus</li></ul>',
    },
    {
      title: 'Keep your account safe',
      html: '<p>Never share your password or verification codes. Our staff will <em>never</em> ask for them.</p><p>Turn on two-step verification in the security centre.</p>',
    },
    {
      title: 'New deposit channel available',
      html: '<p>From {date} you can deposit with a new e-wallet channel. Funds arrive instantly.</p>',
    },
    {
      title: 'Lottery draw times for the holiday',
      html: '<p>On {date} lottery draws follow the holiday schedule. Check the <a href="/lottery">lottery page</a> for the times.</p>',
    },
  ],
  vi: [
    {
      title: 'Bảo trì định kỳ {vendor}',
      html: '<p>{vendor} sẽ bảo trì vào <strong>{date}</strong> từ 02:00 đến 04:00 (GMT+7). Trong thời gian này không thể mở trò chơi của nhà cung cấp.</p><p>Xin lỗi vì sự bất tiện.</p>',
    },
    {
      title: '{count} trò chơi mới từ {vendor}',
      html: '<p>{count} trò chơi mới từ <strong>{vendor}</strong> đã có trong <a href="/rng">sảnh slot</a> từ {date}.</p><p>Hãy thử ngay và chia sẻ chiến thắng lớn nhất!</p>',
    },
    {
      title: 'Thưởng nạp cuối tuần {pct}%',
      html: '<p>Nạp tiền vào thứ Bảy hoặc Chủ nhật để nhận thưởng <strong>{pct}%</strong>.</p><ul><li>Áp dụng đến {date}</li><li>Doanh thu cược: 10 lần tiền thưởng</li></ul>',
    },
    {
      title: 'Bảo vệ tài khoản của bạn',
      html: '<p>Không bao giờ chia sẻ mật khẩu hoặc mã xác minh. Nhân viên của chúng tôi <em>không bao giờ</em> hỏi những thông tin này.</p><p>Hãy bật xác minh hai bước trong trung tâm bảo mật.</p>',
    },
    {
      title: 'Kênh nạp tiền mới',
      html: '<p>Từ {date} bạn có thể nạp tiền qua kênh ví điện tử mới. Tiền về ngay lập tức.</p>',
    },
    {
      title: 'Giờ quay xổ số dịp lễ',
      html: '<p>Ngày {date} xổ số quay theo lịch lễ. Xem giờ quay tại <a href="/lottery">trang xổ số</a>.</p>',
    },
  ],
};

export const UNSAFE_ANNOUNCEMENT: Record<'vi' | 'en', AnnouncementTemplate> = {
  en: {
    title: 'Lucky red envelope event',
    html: '<p>Open a red envelope every day this week for a surprise bonus.</p><script>window.__mockAnnouncementScriptRan = true;</script><p><a href="/promotions" onclick="window.__mockAnnouncementOnclickRan = true">See the promotion</a></p><img src="/mock-assets/banners/101.svg" alt="Red envelope" onerror="window.__mockAnnouncementOnerrorRan = true">',
  },
  vi: {
    title: 'Sự kiện lì xì may mắn',
    html: '<p>Mở một bao lì xì mỗi ngày trong tuần này để nhận thưởng bất ngờ.</p><script>window.__mockAnnouncementScriptRan = true;</script><p><a href="/promotions" onclick="window.__mockAnnouncementOnclickRan = true">Xem khuyến mãi</a></p><img src="/mock-assets/banners/101.svg" alt="Lì xì" onerror="window.__mockAnnouncementOnerrorRan = true">',
  },
};
