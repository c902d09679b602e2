/// Sizes of a search index's files, in bytes as served (uncompressed). A query fetches the
/// root (the fold map, a few KB, and at most `maxNode` bytes of separators), at most one node
/// per level below it, and one leaf (at most `maxLeaf` bytes of rows and its summaries),
/// however many rows the table has. A table needs a level of nodes past about 40,000 rows,
/// a second one past some hundred million.
struct SearchLimits: Sendable {
    /// A leaf's rows: no leaf is cut before `minLeaf` bytes or after `maxLeaf`; in between a
    /// cut falls where the postings' hashes say, after about `meanLeaf` bytes more, so a cut
    /// does not move when rows far from it change. (Leaves of about 48 KB: a 100,000-row table
    /// makes a few hundred files; smaller ones cost more to create than to fetch.)
    var minLeaf = 16 * 1024
    var meanLeaf = 32 * 1024
    var maxLeaf = 64 * 1024
    /// The rows of one term beyond this many bytes are left out of the leaves (a term in most
    /// rows, such as "the"): a query for it is answered by its summary, and a query of
    /// several words reads the leaves of a rarer one.
    var maxRun = 384 * 1024
    /// The root lists at most this many of those terms (`SearchLeaves.common`).
    var commonTerms = 64
    /// A node (the root, or one of a level of nodes) lists at most this many bytes of
    /// separators: small, as every query reads one per level.
    var maxNode = 4 * 1024
    /// Best matches a summary lists.
    var summaryRows = 20
}
