/**
 * Help-centre articles in the two complete languages (vi, en). Hand-written HTML, so the
 * help popup and the terms link (/help#rules) show realistic text. Tokens: {brand}, {currency}.
 */
export type HelpLanguage = 'vi' | 'en';
export const HELP_LANGUAGES: readonly HelpLanguage[] = ['vi', 'en'];

export interface HelpArticleContent {
  id: string;
  title: string;
  html: string;
}
export interface HelpCategoryContent {
  id: string;
  title: string;
  articles: HelpArticleContent[];
}

const en: HelpCategoryContent[] = [
  {
    id: 'about',
    title: 'About us',
    articles: [
      {
        id: 'about-us',
        title: 'About {brand}',
        html: `<h2>About {brand}</h2>
<p>{brand} offers lottery, live casino, slots, fishing, card games, sports, e-sports and cockfighting in one account.</p>
<p>Our games come from licensed providers and every result is produced by certified random number generators or live dealers.</p>
<ul><li>One wallet for every game</li><li>Deposits and withdrawals around the clock</li><li>Customer service 24/7</li></ul>`,
      },
      {
        id: 'responsible-gaming',
        title: 'Responsible gaming',
        html: `<h2>Responsible gaming</h2>
<p>Play for fun, never to make money. Set a budget before you start and stop when you reach it.</p>
<p>If gaming stops being fun, contact customer service to set deposit limits or close your account for a while.</p>
<p>You must be <strong>18 or older</strong> to play.</p>`,
      },
    ],
  },
  {
    id: 'account',
    title: 'Account',
    articles: [
      {
        id: 'register',
        title: 'How to register',
        html: `<h2>How to register</h2>
<ol><li>Click <strong>Register</strong> at the top of the page.</li><li>Choose a username and a password, or register with your mobile number.</li><li>Accept the terms and confirm that you are 18 or older.</li><li>Click <strong>Create account</strong>: you are logged in straight away.</li></ol>`,
      },
      {
        id: 'forgot-password',
        title: 'I forgot my password',
        html: `<h2>I forgot my password</h2>
<p>On the login form click <em>Forgot password</em>. You can reset it by e-mail or with a verification code sent to your mobile number.</p>
<p>For your safety, customer service will never ask for your password.</p>`,
      },
    ],
  },
  {
    id: 'payment',
    title: 'Deposit and withdrawal',
    articles: [
      {
        id: 'deposit',
        title: 'How to deposit',
        html: `<h2>How to deposit</h2>
<p>Open <strong>Deposit</strong> from the header, choose a method, enter the amount in {currency} and follow the instructions.</p>
<table><thead><tr><th>Method</th><th>Arrives</th></tr></thead><tbody><tr><td>Bank transfer</td><td>1-5 minutes</td></tr><tr><td>E-wallet</td><td>Instant</td></tr></tbody></table>`,
      },
      {
        id: 'withdrawal',
        title: 'How to withdraw',
        html: `<h2>How to withdraw</h2>
<p>Open <strong>Withdraw</strong>, choose your bank account and enter the amount and your withdrawal password.</p>
<p>After the money arrives, confirm the receipt. Unconfirmed withdrawals count as received after a while.</p>`,
      },
    ],
  },
  {
    id: 'terms',
    title: 'Terms and rules',
    articles: [
      {
        id: 'rules',
        title: 'Terms and rules',
        html: `<h2>Terms and rules</h2>
<p>By opening an account with {brand} you accept these terms.</p>
<h3>1. Eligibility</h3><p>You must be at least 18 years old and allowed to play where you live. One account per person.</p>
<h3>2. Your account</h3><p>Keep your password secret. Bets placed with your login are yours.</p>
<h3>3. Bonuses</h3><p>Every bonus has its own rules; abuse of bonuses voids them and the winnings made with them.</p>
<h3>4. Disputes</h3><p>Game results recorded by the provider are final. Contact customer service within 7 days about any bet.</p>`,
      },
      {
        id: 'privacy',
        title: 'Privacy policy',
        html: `<h2>Privacy policy</h2>
<p>We keep your personal data only to run your account, meet legal duties and prevent fraud. We never sell it.</p>
<p>You may ask for a copy of your data or for its deletion at any time.</p>`,
      },
    ],
  },
];

const vi: HelpCategoryContent[] = [
  {
    id: 'about',
    title: 'Giới thiệu',
    articles: [
      {
        id: 'about-us',
        title: 'Về {brand}',
        html: `<h2>Về {brand}</h2>
<p>{brand} cung cấp xổ số, casino trực tuyến, slot, bắn cá, game bài, thể thao, thể thao điện tử và đá gà trong một tài khoản.</p>
<p>Trò chơi đến từ các nhà cung cấp được cấp phép; mọi kết quả do bộ sinh số ngẫu nhiên được chứng nhận hoặc người chia bài trực tiếp tạo ra.</p>
<ul><li>Một ví cho mọi trò chơi</li><li>Nạp và rút tiền suốt ngày đêm</li><li>Chăm sóc khách hàng 24/7</li></ul>`,
      },
      {
        id: 'responsible-gaming',
        title: 'Chơi có trách nhiệm',
        html: `<h2>Chơi có trách nhiệm</h2>
<p>Hãy chơi để giải trí, không phải để kiếm tiền. Đặt ngân sách trước khi chơi và dừng lại khi đạt giới hạn.</p>
<p>Nếu trò chơi không còn vui, hãy liên hệ chăm sóc khách hàng để đặt giới hạn nạp tiền hoặc tạm khóa tài khoản.</p>
<p>Bạn phải <strong>đủ 18 tuổi</strong> để tham gia.</p>`,
      },
    ],
  },
  {
    id: 'account',
    title: 'Tài khoản',
    articles: [
      {
        id: 'register',
        title: 'Cách đăng ký',
        html: `<h2>Cách đăng ký</h2>
<ol><li>Nhấn <strong>Đăng ký</strong> ở đầu trang.</li><li>Chọn tên đăng nhập và mật khẩu, hoặc đăng ký bằng số điện thoại.</li><li>Đồng ý với điều khoản và xác nhận bạn đủ 18 tuổi.</li><li>Nhấn <strong>Tạo tài khoản</strong>: bạn được đăng nhập ngay.</li></ol>`,
      },
      {
        id: 'forgot-password',
        title: 'Tôi quên mật khẩu',
        html: `<h2>Tôi quên mật khẩu</h2>
<p>Trên form đăng nhập, nhấn <em>Quên mật khẩu</em>. Bạn có thể đặt lại qua e-mail hoặc bằng mã xác minh gửi tới số điện thoại.</p>
<p>Vì an toàn của bạn, chăm sóc khách hàng không bao giờ hỏi mật khẩu.</p>`,
      },
    ],
  },
  {
    id: 'payment',
    title: 'Nạp và rút tiền',
    articles: [
      {
        id: 'deposit',
        title: 'Cách nạp tiền',
        html: `<h2>Cách nạp tiền</h2>
<p>Mở <strong>Nạp tiền</strong> trên thanh đầu trang, chọn phương thức, nhập số tiền ({currency}) và làm theo hướng dẫn.</p>
<table><thead><tr><th>Phương thức</th><th>Thời gian</th></tr></thead><tbody><tr><td>Chuyển khoản ngân hàng</td><td>1-5 phút</td></tr><tr><td>Ví điện tử</td><td>Tức thì</td></tr></tbody></table>`,
      },
      {
        id: 'withdrawal',
        title: 'Cách rút tiền',
        html: `<h2>Cách rút tiền</h2>
<p>Mở <strong>Rút tiền</strong>, chọn tài khoản ngân hàng, nhập số tiền và mật khẩu rút tiền.</p>
<p>Khi tiền đã về, hãy xác nhận đã nhận. Lệnh rút chưa xác nhận sẽ được tính là đã nhận sau một thời gian.</p>`,
      },
    ],
  },
  {
    id: 'terms',
    title: 'Điều khoản và quy định',
    articles: [
      {
        id: 'rules',
        title: 'Điều khoản và quy định',
        html: `<h2>Điều khoản và quy định</h2>
<p>Khi mở tài khoản tại {brand}, bạn đồng ý với các điều khoản này.</p>
<h3>1. Điều kiện tham gia</h3><p>Bạn phải đủ 18 tuổi và được phép tham gia tại nơi cư trú. Mỗi người một tài khoản.</p>
<h3>2. Tài khoản của bạn</h3><p>Giữ bí mật mật khẩu. Các cược đặt bằng thông tin đăng nhập của bạn thuộc về bạn.</p>
<h3>3. Khuyến mãi</h3><p>Mỗi khuyến mãi có quy định riêng; lạm dụng khuyến mãi sẽ bị hủy cùng tiền thắng liên quan.</p>
<h3>4. Khiếu nại</h3><p>Kết quả do nhà cung cấp ghi nhận là kết quả cuối cùng. Liên hệ chăm sóc khách hàng trong vòng 7 ngày về bất kỳ cược nào.</p>`,
      },
      {
        id: 'privacy',
        title: 'Chính sách bảo mật',
        html: `<h2>Chính sách bảo mật</h2>
<p>Chúng tôi chỉ lưu dữ liệu cá nhân để vận hành tài khoản, tuân thủ pháp luật và phòng chống gian lận. Chúng tôi không bao giờ bán dữ liệu.</p>
<p>Bạn có thể yêu cầu bản sao hoặc xóa dữ liệu của mình bất cứ lúc nào.</p>`,
      },
    ],
  },
];

export const HELP_CONTENT: Record<HelpLanguage, HelpCategoryContent[]> = { en, vi };
