import { defineMessages } from 'react-intl';

export const sliderMessages = defineMessages({
  title: { id: 'slider.title', defaultMessage: 'Security check' },
  instruction: {
    id: 'slider.instruction',
    defaultMessage: 'Drag the slider to fit the piece into the gap',
  },
  handle: { id: 'slider.handle', defaultMessage: 'Drag the piece into the gap' },
  picture: { id: 'slider.picture', defaultMessage: 'Puzzle picture with a gap' },
  loading: { id: 'slider.loading', defaultMessage: 'Loading the puzzle…' },
  checking: { id: 'slider.checking', defaultMessage: 'Checking…' },
  success: { id: 'slider.success', defaultMessage: 'Verification successful' },
  refresh: { id: 'slider.refresh', defaultMessage: 'New puzzle' },
  network: { id: 'errors.network', defaultMessage: 'Network link is abnormal, please try again' },
  retry: { id: 'errors.retry', defaultMessage: 'Retry' },
});
