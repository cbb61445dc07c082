import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '@courier/shared/testing';
import { fake, jeanne, openWorker, setUpWorkerPage } from './workerDetailSetup';

setUpWorkerPage();

describe('/workers/:short_code: photo', () => {
  it("uploads a photo with a preview, and shows the server's refusal clearly", async () => {
    fake.get('workers/PAR-0042', () => ok(jeanne()));
    fake.post('workers/uploadPhoto', () =>
      fail(415, 'UNSUPPORTED_MEDIA_TYPE', 'The file is not a JPEG, PNG or WebP image'),
    );
    const { user } = openWorker();
    await screen.findByRole('heading', { name: 'Jeanne Dupont' });
    const file = new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'face.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photo file'), file);
    expect(await screen.findByRole('img', { name: 'Preview of the chosen photo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The photo was not uploaded');
    expect(alert).toHaveTextContent('not a JPEG, PNG or WebP image');
    const [request] = fake.calls('POST', 'workers/uploadPhoto');
    expect(request.body).toEqual({
      workerId: 42,
      version: 2,
      image: expect.stringMatching(/^data:image\/png;base64,/),
      fileName: 'face.png',
    });
  });

  it('shows how much of the photo is sent while it uploads, then the new photo', async () => {
    const photo = {
      url: 'data:image/webp;base64,AAAA',
      mime: 'image/webp' as const,
      width: 256,
      height: 171,
      updatedAt: '2026-11-20T09:00:00.000Z',
    };
    let finishSending = () => {};
    const sent = new Promise<void>((resolve) => (finishSending = resolve));
    fake.get('workers/PAR-0042', () => ok(jeanne()));
    fake.post('workers/uploadPhoto', async (request) => {
      // the browser has sent 40 % of the body; the answer comes once the rest is sent
      request.uploadProgress(400, 1000);
      await sent;
      return ok({ workerId: 42, version: 3, photo });
    });
    const { user } = openWorker();
    await screen.findByRole('heading', { name: 'Jeanne Dupont' });
    const file = new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'face.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photo file'), file);
    await screen.findByRole('img', { name: 'Preview of the chosen photo' });
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));

    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeDisabled();

    finishSending();
    expect(await screen.findByRole('img', { name: 'Photo of Jeanne Dupont' })).toHaveAttribute(
      'src',
      photo.url,
    );
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Uploading…/)).not.toBeInTheDocument();
  });

  it('on 409 says someone else changed the worker; "Reload" then a second upload sends the latest version', async () => {
    let version = 2;
    const photo = {
      url: 'data:image/webp;base64,AAAA',
      mime: 'image/webp',
      width: 256,
      height: 171,
      updatedAt: '2026-11-20T09:00:00.000Z',
    };
    fake.get('workers/PAR-0042', () => ok(jeanne({ version })));
    fake.post('workers/uploadPhoto', ({ body }) =>
      (body as { version: number }).version === version
        ? ok({ workerId: 42, version: version + 1, photo })
        : fail(
            409,
            'CONFLICT',
            'This worker was changed by someone else since you opened it; reload it and redo your change',
          ),
    );
    const { user } = openWorker();
    await screen.findByRole('heading', { name: 'Jeanne Dupont' });
    // A colleague edits the worker meanwhile.
    version = 5;
    const file = new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'face.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photo file'), file);
    await screen.findByRole('img', { name: 'Preview of the chosen photo' });
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this worker');
    expect(alert).toHaveTextContent(
      'changed by someone else since you opened it, so the photo was not uploaded',
    );
    // The chosen photo stays for a second try.
    expect(screen.getByRole('img', { name: 'Preview of the chosen photo' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByText(/version 5/)).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByRole('img', { name: 'Photo of Jeanne Dupont' })).toHaveAttribute(
      'src',
      photo.url,
    );
    expect(
      fake.calls('POST', 'workers/uploadPhoto').map((r) => (r.body as { version: number }).version),
    ).toEqual([2, 5]);
    // The page now has the version the upload answered: its next edit carries it.
    await waitFor(() => expect(screen.getByText(/version 6/)).toBeInTheDocument());
  });

  it('refuses a file over 5 MB before sending it', async () => {
    fake.get('workers/PAR-0042', () => ok(jeanne()));
    const { user } = openWorker();
    await screen.findByRole('heading', { name: 'Jeanne Dupont' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Photo file'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('the limit is 5 MB');
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeDisabled();
    expect(fake.calls('POST', 'workers/uploadPhoto')).toHaveLength(0);
  });
});
