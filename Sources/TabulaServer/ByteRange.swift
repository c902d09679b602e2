/// A single `Range: bytes=…` request header, resolved against a body's length.
///
/// The preview server turns every range into `bytes=first-last` inside the file (or drops it)
/// before Hummingbird's `FileMiddleware` sees it: that reads `bytes=-N` as the first N+1 bytes
/// rather than the last N, and answers a range starting past the end with a 206 whose
/// Content-Range and body disagree instead of 416.
enum ByteRange: Equatable {
    /// Serve the whole body (no header, or one this server does not handle, such as several ranges).
    case whole
    /// Serve these bytes with 206.
    case partial(ClosedRange<Int>)
    /// 416: the range starts past the end.
    case unsatisfiable

    init(header: String?, length: Int) {
        guard let header, header.hasPrefix("bytes="), !header.contains(",") else { self = .whole; return }
        let spec = header.dropFirst("bytes=".count).trimmingCharacters(in: " ")
        let parts = spec.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { self = .whole; return }
        let first = Int(parts[0]), last = Int(parts[1])
        switch (parts[0].isEmpty, parts[1].isEmpty) {
        case (false, _):
            guard let first, first >= 0, parts[1].isEmpty || (last ?? -1) >= first else { self = .whole; return }
            guard first < length else { self = .unsatisfiable; return }
            self = .partial(first...min(last ?? length - 1, length - 1))
        case (true, false):
            guard let suffix = last, suffix >= 0 else { self = .whole; return }
            guard suffix > 0, length > 0 else { self = .unsatisfiable; return }
            self = .partial(max(0, length - suffix)...(length - 1))
        case (true, true):
            self = .whole
        }
    }
}

private extension Substring {
    func trimmingCharacters(in character: Character) -> Substring {
        var text = self
        while text.first == character { text.removeFirst() }
        while text.last == character { text.removeLast() }
        return text
    }
}
