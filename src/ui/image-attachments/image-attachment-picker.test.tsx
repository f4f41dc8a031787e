import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#src/app/test-utils.tsx';
import { ImageAttachmentPicker } from './image-attachment-picker.tsx';
import { uploadInTurn, type ImageUploads } from './upload-progress.ts';
import { useImageAttachments } from './use-image-attachments.ts';

const MB = 1024 * 1024;
const image = (name: string, type = 'image/png', size = MB) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

let created = 0;
const revoked: string[] = [];
beforeEach(() => {
  created = 0;
  revoked.length = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${(created += 1)}`);
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
});
afterEach(() => vi.restoreAllMocks());

/** The picker as a form holds it, with a button that uploads what was picked. */
function Harness() {
  const attachments = useImageAttachments();
  const [uploads, setUploads] = useState<ImageUploads | undefined>();
  return (
    <>
      <ImageAttachmentPicker attachments={attachments} label="Images" uploads={uploads} />
      <button
        type="button"
        onClick={() => void uploadInTurn(attachments.images, async (img) => img.name, setUploads)}
      >
        send
      </button>
    </>
  );
}

const pick = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText('Images'), { target: { files } });

describe('ImageAttachmentPicker', () => {
  it('shows a preview of each kept image and names each refused file with its reason', () => {
    renderWithProviders(<Harness />);
    pick(
      image('one.png'),
      image('huge.jpg', 'image/jpeg', 9 * MB),
      image('doc.pdf', 'application/pdf'),
    );
    expect(screen.getAllByTestId('image-attachments-preview')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'one.png' })).toHaveAttribute('src', 'blob:preview-1');
    const alert = screen.getByTestId('image-attachments-refused');
    expect(alert).toHaveTextContent('huge.jpg was not added: it is larger than 5 MB');
    expect(alert).toHaveTextContent('doc.pdf was not added: only png or jpg images');
    expect(screen.getByText(/1 of 3 images/)).toBeInTheDocument();
  });

  it('refuses a fourth image and disables the input once three are kept', () => {
    renderWithProviders(<Harness />);
    pick(image('1.png'), image('2.jpg', 'image/jpeg'));
    pick(image('3.png'), image('4.png'));
    expect(screen.getAllByTestId('image-attachments-preview')).toHaveLength(3);
    expect(screen.getByTestId('image-attachments-refused')).toHaveTextContent(
      '4.png was not added: at most 3 images',
    );
    expect(screen.getByLabelText('Images')).toBeDisabled();
  });

  it('revokes the preview URL of a removed image, and the rest on unmount; focus returns to the input', () => {
    const view = renderWithProviders(<Harness />);
    pick(image('1.png'), image('2.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove 1.png' }));
    expect(revoked).toEqual(['blob:preview-1']);
    expect(screen.getAllByTestId('image-attachments-preview')).toHaveLength(1);
    expect(screen.getByLabelText('Images')).toHaveFocus();
    view.unmount();
    expect(revoked).toEqual(['blob:preview-1', 'blob:preview-2']);
  });

  it('shows the upload progress of each image and in all', async () => {
    renderWithProviders(<Harness />);
    pick(image('1.png'), image('2.png'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'send' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Uploading images: 2 of 2');
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '2');
    expect(screen.getAllByText('Uploaded')).toHaveLength(2);
  });
});

describe('uploadInTurn', () => {
  it('uploads one at a time and stops at a failure, marking it', async () => {
    const images = ['a', 'b', 'c'].map((name, i) => ({
      id: `i${i}`,
      name,
      type: 'image/png',
      size: 1,
      previewUrl: '',
      file: image(name),
    }));
    const seen: ImageUploads[] = [];
    const upload = vi.fn(async (img: { name: string }) => {
      if (img.name === 'b') throw new Error('boom');
      return img.name;
    });
    await expect(uploadInTurn(images, upload, (u) => seen.push(u))).rejects.toThrow('boom');
    expect(upload).toHaveBeenCalledTimes(2);
    expect(seen.at(-1)).toEqual({ i0: 'done', i1: 'failed', i2: 'waiting' });
    expect(seen[0]).toEqual({ i0: 'waiting', i1: 'waiting', i2: 'waiting' });
  });
});
