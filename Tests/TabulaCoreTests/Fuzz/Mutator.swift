import TabulaTestSupport

/// Seeded mutations of an input: the fuzz tests' one source of bad input. Each mutation makes
/// one to three changes: a byte replaced (often by one the format gives a meaning) or flipped
/// bit by bit, inserted or deleted, the input cut short, a short range copied elsewhere, and,
/// when given, a splice (the head of this input, the tail of another) and deep nesting (one
/// of `openers` repeated up to 5,000 times: past every nesting limit, and where a recursive
/// walk would overflow a debug build's stack).
struct Mutator {
    /// Bytes the format gives a meaning to, picked more often than random ones.
    var interesting: [UInt8]
    /// What opens one more level of nesting in the format.
    var openers: [[UInt8]] = []
    /// Other inputs, to splice with.
    var corpus: [[UInt8]] = []

    func mutate(_ input: [UInt8], _ random: inout SeededRandom) -> [UInt8] {
        var bytes = input
        let kinds = 7 + (corpus.isEmpty ? 0 : 1) + (openers.isEmpty ? 0 : 1)
        for _ in 0..<(random.chance(0.6) ? 1 : Int.random(in: 2...3, using: &random)) {
            let i = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
            let newByte = random.chance(0.6) ? random.pick(interesting) : UInt8.random(in: 0...255, using: &random)
            switch Int.random(in: 0..<kinds, using: &random) {
            case 0, 1: if !bytes.isEmpty { bytes[i] = newByte }
            case 2: bytes.insert(newByte, at: i)
            case 3: if !bytes.isEmpty { bytes.remove(at: i) }
            case 4: bytes.removeSubrange(i...)
            case 5:
                if !bytes.isEmpty { bytes[i] ^= 1 << UInt8.random(in: 0..<8, using: &random) }
            case 6:
                // Duplicate a short range somewhere else.
                if !bytes.isEmpty {
                    let length = Int.random(in: 1...min(8, bytes.count - i), using: &random)
                    let chunk = Array(bytes[i..<(i + length)])
                    bytes.insert(contentsOf: chunk, at: Int.random(in: 0...bytes.count, using: &random))
                }
            case 7 where !corpus.isEmpty:
                let other = random.pick(corpus)
                bytes = Array(bytes[..<i]) + other[Int.random(in: 0...other.count, using: &random)...]
            default:
                let opener = random.pick(openers)
                let count = random.chance(0.5) ? Int.random(in: 2...200, using: &random) : Int.random(in: 200...5_000, using: &random)
                bytes.insert(contentsOf: Array([[UInt8]](repeating: opener, count: count).joined()), at: i)
            }
        }
        return bytes
    }
}
