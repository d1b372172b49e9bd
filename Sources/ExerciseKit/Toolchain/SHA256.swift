import Foundation

/// A small SHA-256 (FIPS 180-4), because CryptoKit is not available on Linux and the
/// project takes no packages.
///
/// Used for the runtime cache key and to recognise the checks files that were shipped.
///
/// ```swift
/// var hasher = SHA256()
/// hasher.update(Data("abc".utf8))
/// hasher.hexDigest()   // "ba7816bf…"
/// ```
struct SHA256 {
  private static let k: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]

  private var state: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
  ]
  private var pending: [UInt8] = []
  private var length: UInt64 = 0

  /// The hex digest of `data` in one call.
  static func hex(_ data: Data) -> String {
    var hasher = SHA256()
    hasher.update(data)
    return hasher.hexDigest()
  }

  /// Feeds more bytes.
  ///
  /// Whole blocks are compressed straight from `data`'s storage; only a partial block is kept.
  /// The tool runs as a debug build (`scripts/lessons`), where copies into arrays and their
  /// slices cost more than the arithmetic, and the runtime's cache key hashes half a megabyte.
  mutating func update(_ data: Data) {
    length &+= UInt64(data.count)
    data.withUnsafeBytes { raw in
      guard var next = raw.baseAddress else { return }
      var remaining = raw.count
      if !pending.isEmpty {
        let taken = min(64 - pending.count, remaining)
        pending.append(contentsOf: UnsafeRawBufferPointer(start: next, count: taken))
        next += taken
        remaining -= taken
        if pending.count == 64 {
          let block = pending
          block.withUnsafeBytes { compress($0.baseAddress!) }
          pending.removeAll(keepingCapacity: true)
        }
      }
      while remaining >= 64 {
        compress(next)
        next += 64
        remaining -= 64
      }
      if remaining > 0 { pending.append(contentsOf: UnsafeRawBufferPointer(start: next, count: remaining)) }
    }
  }

  /// Feeds a string's UTF-8 bytes.
  mutating func update(_ string: String) {
    update(Data(string.utf8))
  }

  /// Pads, finishes and returns the digest as 64 lowercase hex digits.
  func hexDigest() -> String {
    var copy = self
    var tail = copy.pending
    tail.append(0x80)
    while tail.count % 64 != 56 { tail.append(0) }
    let bits = length &* 8
    for shift in stride(from: 56, through: 0, by: -8) {
      tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
    }
    tail.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        copy.compress(raw.baseAddress! + offset)
        offset += 64
      }
    }
    return copy.state.map { word in
      let hex = String(word, radix: 16)
      return String(repeating: "0", count: 8 - hex.count) + hex
    }.joined()
  }

  /// Compresses the 64-byte block at `block` into the state.
  private mutating func compress(_ block: UnsafeRawPointer) {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
      let w = schedule.baseAddress!
      for t in 0..<16 {
        w[t] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: 4 &* t, as: UInt32.self))
      }
      for t in 16..<64 {
        let x = w[t &- 15]
        let y = w[t &- 2]
        let s0 = Self.rotr(x, 7) ^ Self.rotr(x, 18) ^ (x &>> 3)
        let s1 = Self.rotr(y, 17) ^ Self.rotr(y, 19) ^ (y &>> 10)
        w[t] = w[t &- 16] &+ s0 &+ w[t &- 7] &+ s1
      }
      var (a, b, c, d, e, f, g, h) = (
        state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7]
      )
      Self.k.withUnsafeBufferPointer { constants in
        let k = constants.baseAddress!
        for t in 0..<64 {
          let s1 = Self.rotr(e, 6) ^ Self.rotr(e, 11) ^ Self.rotr(e, 25)
          let choice = (e & f) ^ (~e & g)
          let temp1 = h &+ s1 &+ choice &+ k[t] &+ w[t]
          let s0 = Self.rotr(a, 2) ^ Self.rotr(a, 13) ^ Self.rotr(a, 22)
          let majority = (a & b) ^ (a & c) ^ (b & c)
          let temp2 = s0 &+ majority
          (h, g, f, e, d, c, b, a) = (g, f, e, d &+ temp1, c, b, a, temp1 &+ temp2)
        }
      }
      state[0] &+= a
      state[1] &+= b
      state[2] &+= c
      state[3] &+= d
      state[4] &+= e
      state[5] &+= f
      state[6] &+= g
      state[7] &+= h
    }
  }

  /// `x` rotated right by `n` bits (0 < n < 32); the masking shifts, which are the cheap ones.
  private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 {
    (x &>> n) | (x &<< (32 &- n))
  }
}
