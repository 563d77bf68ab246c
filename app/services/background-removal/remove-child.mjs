// One background removal in a process of its own (forked by OnnxBackgroundRemover): onnxruntime-node's
// native addon can be loaded only once per process (a second image thread gets "Module did not
// self-register"), and the model's ~1 GB goes back to the system when this process exits.
// Plain JavaScript, run by node as it is, so it needs no build step.
import { removeBackground } from '@imgly/background-removal-node'

process.once('message', async ({ image, publicPath, model }) => {
  try {
    const blob = await removeBackground(new Blob([image], { type: 'image/png' }), {
      publicPath,
      model,
      output: { format: 'image/png', quality: 1 },
    })
    process.send({ ok: true, png: new Uint8Array(await blob.arrayBuffer()) }, () => process.exit(0))
  } catch (error) {
    process.send({ ok: false, message: error instanceof Error ? error.message : String(error) }, () => process.exit(1))
  }
})
