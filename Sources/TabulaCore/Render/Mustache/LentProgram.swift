/// A compiled template's tables copied once into memory of their own and lent as plain
/// pointers (`tables`), so rendering a row with it counts no reference.
///
/// Rendering through the template's value copied its program for every row: five arrays
/// retained and released, counts that every core rendering rows with the same template
/// shares, so their cache line went back and forth between the cores for every row.
final class LentProgram: @unchecked Sendable {  // never written after `init`
    let tables: MustacheRenderer.Tables

    init(_ program: MustacheProgram) {
        func copy<Element>(_ array: [Element]) -> UnsafeBufferPointer<Element> {
            let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(1, array.count))
            _ = buffer.initialize(from: array)
            return UnsafeBufferPointer(rebasing: buffer[..<array.count])
        }
        tables = MustacheRenderer.Tables(
            ops: copy(program.ops), literals: copy(program.literals).baseAddress, names: copy(program.names),
            partialCalls: copy(program.partialCalls))
    }

    deinit {
        func free<Element>(_ buffer: UnsafeBufferPointer<Element>) {
            let owned = UnsafeMutablePointer(mutating: buffer.baseAddress!)
            owned.deinitialize(count: buffer.count)
            owned.deallocate()
        }
        free(tables.ops)
        free(tables.names)
        free(tables.partialCalls)
        UnsafeMutablePointer(mutating: tables.literals!).deallocate()
    }
}
