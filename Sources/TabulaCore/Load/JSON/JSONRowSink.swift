/// Where ``JSONParser/parseTable(_:into:parts:partBytes:)`` hands a table's rows as it reads them.
///
/// A long list of rows may be read in parts on all cores: each part into an empty sink of its
/// own (`part(bytes:)`), the parts then appended in file order (`append(part:)`). What a sink
/// holds after that must be what it would hold had it been handed every row in turn.
public protocol JSONRowSink: Sendable {
    /// Takes the next row of list `section` (-1: the table's own `rows`; n: the section at
    /// place n of its `sections`).
    mutating func add(_ row: consuming JSONRow, section: Int)
    /// An empty sink for a part of a list, about `bytes` long, read on another core.
    func part(bytes: Int) -> Self
    /// Takes the rows a part's sink was handed (the ones that follow those handed to this
    /// sink), and anything it found reading them.
    mutating func append(part: consuming Self)
}

/// The sink of a parse that streams no rows.
struct NoRows: JSONRowSink {
    func add(_ row: consuming JSONRow, section: Int) {}
    func part(bytes: Int) -> NoRows { self }
    func append(part: consuming NoRows) {}
}
