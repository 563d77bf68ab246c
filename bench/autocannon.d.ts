// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
  }
  export interface Result {
    requests: { average: number }
    latency: { p50: number; p99: number; max: number }
    errors: number
    timeouts: number
  }
  interface Instance {
    /** Each answer: its status and how long it took (ms). */
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): Instance
  }
  function autocannon(options: Options): Promise<Result>
  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance
  export default autocannon
}
