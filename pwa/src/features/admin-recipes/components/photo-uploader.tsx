import AwsS3 from '@uppy/aws-s3';
import Compressor from '@uppy/compressor';
import Uppy from '@uppy/core';
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import Dashboard from '@uppy/react/dashboard';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import { useEffect, useState } from 'react';
import { toast, toastFailure } from '../../../lib/toast';
import { getUploadUrl, registerPhoto } from '../api';
import { MAX_PHOTO_BYTES, PHOTO_TYPES } from '../photo-limits';

/**
 * Uppy's Dashboard (drag and drop, paste, 1 file, 10 MB) in a modal of its own over the recipe
 * dialog (Joy stacks the two: Escape and the focus trap work on the top one), wired to the
 * bakery's single-part photo flow: Compressor shrinks large photos in the browser, the S3 plugin PUTs the file to
 * the signed link this server hands out, and the upload is then registered for its public path.
 * Loaded only when the recipe dialog opens, so none of it reaches the storefront.
 */
export default function PhotoUploader(props: {
  open: boolean;
  onClose: () => void;
  onUploaded: (objectPath: string) => void;
}) {
  const [uppy] = useState(() =>
    new Uppy({
      id: 'recipe-photo',
      autoProceed: false,
      restrictions: {
        maxNumberOfFiles: 1,
        maxFileSize: MAX_PHOTO_BYTES,
        allowedFileTypes: PHOTO_TYPES,
      },
    })
      .use(Compressor, { quality: 0.85, maxWidth: 2400, maxHeight: 2400 })
      .use(AwsS3, {
        shouldUseMultipart: false,
        generateObjectKey: (file) => file.id,
        // The server signs; Uppy needs an absolute address to PUT to.
        signRequest: async () => ({ url: new URL((await getUploadUrl()).uploadURL, window.location.origin).href }),
      }),
  );

  useEffect(() => {
    const onSuccess = (_file: unknown, response: { uploadURL?: string }) => {
      if (!response.uploadURL) return;
      registerPhoto(response.uploadURL).then(
        ({ objectPath }) => {
          props.onUploaded(objectPath);
          toast('Photo Uploaded', 'Recipe photo has been uploaded successfully.');
          uppy.clear();
          props.onClose();
        },
        () => toastFailure('Upload Error', 'Failed to process uploaded photo.'),
      );
    };
    const onError = (_file: unknown, error: Error) => toastFailure('Upload failed', error.message);
    // A file too big or of the wrong type is refused the moment it is picked, with the reason.
    const onRefused = (_file: unknown, error: Error) => toastFailure('Photo Refused', error.message);
    uppy.on('upload-success', onSuccess);
    uppy.on('upload-error', onError);
    uppy.on('restriction-failed', onRefused);
    return () => {
      uppy.off('upload-success', onSuccess);
      uppy.off('upload-error', onError);
      uppy.off('restriction-failed', onRefused);
    };
  }, [uppy, props]);

  useEffect(() => () => uppy.destroy(), [uppy]);

  return (
    <Modal open={props.open} onClose={props.onClose}>
      <ModalDialog aria-label="Upload a recipe photo" sx={{ p: 1, width: { xs: '100%', sm: 750 }, maxWidth: '100%' }}>
        <ModalClose aria-label="Close photo upload" sx={{ zIndex: 2 }} />
        <Dashboard
          uppy={uppy}
          proudlyDisplayPoweredByUppy={false}
          theme="auto"
          width="100%"
          height={460}
          note="One photo: JPEG, PNG, WebP or AVIF, up to 10 MB"
        />
      </ModalDialog>
    </Modal>
  );
}
