/// Sizes of a search index's files, in bytes as served (uncompressed). A query fetches the
/// root, at most one node per level below it, and one leaf: about 16 + 16 + 48 KB, however
/// many rows the table has (a table needs a level of nodes only past a few hundred thousand
/// rows).
struct SearchLimits: Sendable {
    /// A leaf's rows: no leaf is cut before `minLeaf` bytes or after `maxLeaf`; in between a
    /// cut falls where the postings' hashes say, about every `meanLeaf` bytes, so a cut does
    /// not move when rows far from it change.
    var minLeaf = 8 * 1024
    var meanLeaf = 16 * 1024
    var maxLeaf = 40 * 1024
    /// The rows of one term beyond this many bytes are left out of the leaves (a term in most
    /// rows, such as "the"): a query for it is answered by its summary, and a query of
    /// several words reads the leaves of a rarer one.
    var maxRun = 384 * 1024
    /// A node (the root, or one level of nodes) lists at most this many bytes of separators.
    var maxNode = 16 * 1024
    /// Best matches a summary lists.
    var summaryRows = 20
}
