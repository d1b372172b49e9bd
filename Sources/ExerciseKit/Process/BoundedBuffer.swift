/// Bytes kept up to a limit, counting what was dropped.
struct BoundedBuffer {
  let limit: Int
  private(set) var bytes: [UInt8] = []
  private(set) var dropped = 0

  init(limit: Int) { self.limit = limit }

  mutating func append(_ chunk: UnsafeRawBufferPointer) {
    let room = max(0, limit - bytes.count)
    bytes.append(contentsOf: chunk.prefix(room))
    dropped += chunk.count - min(room, chunk.count)
  }

  var text: String { String(decoding: bytes, as: UTF8.self) }
}
