import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { ImageUploadResult, UploadedImage } from '../../../shared/upload/image-upload';
import { MAX_PHOTO_BYTES, UploadError, type UploadOptions } from '../../../shared/upload/photo-upload';
import { ImageUploadField, type ImageUploadFieldProps, type UploadImage } from './image-upload-field';

const OLD: UploadedImage = {
  src: '/images/320/d-old.webp',
  srcSet: '/images/160/d-old.webp 160w, /images/320/d-old.webp 320w',
  width: 600,
  height: 400,
};
const NEW: UploadedImage = {
  src: '/images/320/d-new.webp',
  srcSet: '/images/160/d-new.webp 160w, /images/320/d-new.webp 250w',
  width: 250,
  height: 250,
};

/** An upload the test answers: it records what it was given and settles when told. */
function scriptedUpload() {
  const calls: Array<{ kind: string; recordId: string; file: Blob; options: UploadOptions }> = [];
  let settle: { resolve: (result: ImageUploadResult) => void; reject: (error: unknown) => void } | undefined;
  const upload: UploadImage = (kind, recordId, file, options = {}) => {
    calls.push({ kind, recordId, file, options });
    return new Promise((resolve, reject) => (settle = { resolve, reject }));
  };
  return {
    upload,
    calls,
    resolve: (result: ImageUploadResult) => act(async () => settle!.resolve(result)),
    reject: (error: unknown) => act(async () => settle!.reject(error)),
  };
}

const photo = (size = 1000) => new File([new Uint8Array(size)], 'dr-sen.jpg', { type: 'image/jpeg' });

function renderField(props: Partial<ImageUploadFieldProps> & Pick<ImageUploadFieldProps, 'upload'>) {
  const onUploaded = jest.fn();
  render(
    <ImageUploadField kind="doctors" recordId="doc-1" image={null} label="Photo" onUploaded={onUploaded} {...props} />,
  );
  const field = screen.getByRole('group', { name: 'Photo' });
  const choose = (file: File) =>
    fireEvent.change(screen.getByLabelText('Photo', { selector: 'input' }), { target: { files: [file] } });
  return { field, choose, onUploaded };
}

describe('a picture field', () => {
  it('shows there is none yet, what it takes, and a button to choose one of the kinds the server takes', () => {
    const { field } = renderField({ upload: scriptedUpload().upload });
    expect(within(field).getByText('No picture yet')).toBeInTheDocument();
    expect(within(field).getByText('JPEG, PNG or WebP, up to 5 MB.')).toBeInTheDocument();
    expect(within(field).getByRole('button', { name: 'Choose a picture' })).toBeEnabled();
    expect(screen.getByLabelText('Photo', { selector: 'input' })).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp',
    );
    expect(within(field).queryByRole('img')).toBeNull();
  });

  it('sends a chosen picture with a moving bar, then shows it, says so and hands it on', async () => {
    const script = scriptedUpload();
    const { field, choose, onUploaded } = renderField({ upload: script.upload, image: OLD, alt: 'Dr. Sen' });
    expect(within(field).getByRole('img', { name: 'Dr. Sen' })).toHaveAttribute('src', OLD.src);
    const file = photo();
    choose(file);
    expect(script.calls).toHaveLength(1);
    expect(script.calls[0]).toMatchObject({ kind: 'doctors', recordId: 'doc-1', file });

    act(() => script.calls[0].options.onProgress!(0.4));
    expect(within(field).getByRole('progressbar', { name: 'Sending the picture' })).toHaveAttribute('value', '40');
    expect(within(field).getByRole('button', { name: 'Sending the picture…' })).toBeDisabled();
    expect(field).toHaveAttribute('aria-busy', 'true');

    await script.resolve({ image: NEW });
    const shown = within(field).getByRole('img', { name: 'Dr. Sen' });
    expect([
      shown.getAttribute('src'),
      shown.getAttribute('srcset'),
      shown.getAttribute('width'),
      shown.getAttribute('height'),
    ]).toEqual([NEW.src, NEW.srcSet, '250', '250']);
    expect(within(field).getByRole('status')).toHaveTextContent('Picture saved.');
    expect(within(field).getByRole('button', { name: 'Change the picture' })).toBeEnabled();
    expect(within(field).queryByRole('progressbar')).toBeNull();
    expect(onUploaded).toHaveBeenCalledWith({ image: NEW });
  });

  it('refuses a picture over 5 MB before sending a byte', () => {
    const script = scriptedUpload();
    const { field, choose } = renderField({ upload: script.upload });
    choose(photo(MAX_PHOTO_BYTES + 1));
    expect(script.calls).toHaveLength(0);
    expect(within(field).getByRole('alert')).toHaveTextContent(
      'This picture is larger than 5 MB. Choose a smaller one, or save it smaller first.',
    );
    expect(field).toHaveClass('field--invalid');
  });

  it.each([
    [
      new UploadError({ kind: 'unfit', problem: 'type' }),
      'This file is not a JPEG, PNG or WebP picture. Choose another.',
    ],
    [
      new UploadError({
        kind: 'refused',
        message:
          'This file holds a PNG picture but was sent as image/jpeg. Give it its right name (.png) and send it again.',
      }),
      'This file holds a PNG picture but was sent as image/jpeg. Give it its right name (.png) and send it again.',
    ],
    [new UploadError({ kind: 'network' }), 'The picture did not go. Check the connection and try again.'],
  ])('puts what went wrong beside the field, and keeps the picture it had (%#)', async (error, message) => {
    const script = scriptedUpload();
    const { field, choose, onUploaded } = renderField({ upload: script.upload, image: OLD });
    choose(photo());
    await script.reject(error);
    expect(within(field).getByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveAccessibleDescription(`JPEG, PNG or WebP, up to 5 MB. ${message}`);
    expect(within(field).getByRole('img')).toHaveAttribute('src', OLD.src);
    expect(within(field).getByRole('button', { name: 'Change the picture' })).toBeEnabled();
    expect(onUploaded).not.toHaveBeenCalled();

    // Trying again clears it.
    choose(photo());
    expect(within(field).queryByRole('alert')).toBeNull();
  });

  it("adds to a gallery album: no 'none', and each upload is a new picture", async () => {
    const script = scriptedUpload();
    const { field, choose, onUploaded } = renderField({
      upload: script.upload,
      kind: 'gallery',
      recordId: 'album-1',
      label: 'Photo',
    });
    expect(within(field).queryByText('No picture yet')).toBeNull();
    choose(photo());
    expect(script.calls[0]).toMatchObject({ kind: 'gallery', recordId: 'album-1' });
    await script.resolve({ id: 'pic-9', image: NEW });
    expect(onUploaded).toHaveBeenCalledWith({ id: 'pic-9', image: NEW });
    expect(within(field).getByRole('status')).toHaveTextContent('Picture added.');
    expect(within(field).getByRole('button', { name: 'Add a picture' })).toBeEnabled();
  });

  it('drops an answer that comes after the field has gone', async () => {
    const script = scriptedUpload();
    const onUploaded = jest.fn();
    const { unmount } = render(
      <ImageUploadField
        kind="banners"
        recordId="b-1"
        image={null}
        label="Banner picture"
        upload={script.upload}
        onUploaded={onUploaded}
      />,
    );
    fireEvent.change(screen.getByLabelText('Banner picture', { selector: 'input' }), { target: { files: [photo()] } });
    const signal = script.calls[0].options.signal!;
    unmount();
    expect(signal.aborted).toBe(true);
    await script.resolve({ image: NEW });
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("shows the parent's picture again when the parent moves to another record", async () => {
    const script = scriptedUpload();
    function Parent() {
      // The state may hold no picture: the assertion widens what useState infers.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
      const [record, setRecord] = useState({ id: 'doc-1', image: OLD as UploadedImage | null });
      return (
        <>
          <button type="button" onClick={() => setRecord({ id: 'doc-2', image: null })}>
            Next doctor
          </button>
          <ImageUploadField
            kind="doctors"
            recordId={record.id}
            image={record.image}
            label="Photo"
            upload={script.upload}
            onUploaded={() => undefined}
          />
        </>
      );
    }
    render(<Parent />);
    fireEvent.change(screen.getByLabelText('Photo', { selector: 'input' }), { target: { files: [photo()] } });
    await script.resolve({ image: NEW });
    expect(screen.getByRole('img')).toHaveAttribute('src', NEW.src);
    fireEvent.click(screen.getByRole('button', { name: 'Next doctor' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No picture yet')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
