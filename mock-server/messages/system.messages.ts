import type { MessageTable } from '#mock-server/messages/bilingual.ts';

/** Refusals of any call: the system, the request's body, whose data it asks for. */
export const SYSTEM_MESSAGES = {
  systemError: { en: 'System error', vi: 'Lỗi hệ thống' },
  badRequest: { en: 'Input cannot be empty', vi: 'Thông tin không được để trống' },
  encryptedOnly: {
    en: 'The request body must be encrypted',
    vi: 'Dữ liệu gửi lên phải được mã hóa',
  },
  badEncryption: {
    en: 'The encrypted body could not be read',
    vi: 'Không đọc được dữ liệu mã hóa đã gửi',
  },
  formOnly: {
    en: 'The request body must be form-encoded',
    vi: 'Dữ liệu gửi lên phải ở dạng biểu mẫu (form-encoded)',
  },
  otherMember: {
    en: 'Access denied: a member can only read their own data',
    vi: 'Từ chối truy cập: bạn chỉ có thể xem dữ liệu của chính mình',
  },
  unsupportedLanguage: { en: 'Unsupported language', vi: 'Ngôn ngữ không được hỗ trợ' },
  /** `maintenance.message` of the system status in the maintenance scenario. */
  maintenanceNotice: {
    en: 'System maintenance: we are upgrading the site. Thank you for your patience.',
    vi: 'Hệ thống đang bảo trì để nâng cấp. Xin cảm ơn quý khách đã kiên nhẫn chờ đợi.',
  },
  /** `regionRestriction.message` of the permission config in the restricted scenario. */
  regionRestricted: {
    en: 'Access restricted: because of your location or IP address, access to this site is not allowed.',
    vi: 'Truy cập bị hạn chế: vì vị trí hoặc địa chỉ IP của bạn, bạn không thể truy cập trang này.',
  },
} as const satisfies MessageTable;
