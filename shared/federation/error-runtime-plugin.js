/* global window */
// Federation runtime plugin: reports a remote that fails to load (errorLoadRemote hook) as a DOM
// event the shell listens to, then lets the error propagate so single-spa marks the area broken.
export default function courierErrorPlugin() {
  return {
    name: 'courier-error-load-remote',
    errorLoadRemote(args) {
      const detail = {
        id: args.id,
        lifecycle: args.lifecycle,
        message: String((args.error && args.error.message) || args.error),
      };
      console.error(`[federation] could not load ${args.id} (${args.lifecycle})`, args.error);
      if (typeof window !== 'undefined')
        window.dispatchEvent(new CustomEvent('courier:remote-error', { detail }));
      return undefined;
    },
  };
}
