import { defineMessages } from 'react-intl';

export const sliderMessages = defineMessages({
  title: { id: 'slider.title' },
  instruction: { id: 'slider.instruction' },
  handle: { id: 'slider.handle' },
  picture: { id: 'slider.picture' },
  loading: { id: 'slider.loading' },
  checking: { id: 'slider.checking' },
  success: { id: 'slider.success' },
  refresh: { id: 'slider.refresh' },
  network: { id: 'errors.network' },
  retry: { id: 'errors.retry' },
});
