/// The fields a row writes, by name, in the order written: what its cell template and its
/// detail page show beside the names every row has (`RowContext`).
///
/// A long table's rows are all held at once, and they nearly always write the same names in
/// the same order. So the names are one array that such rows share (`shareNames(with:)`,
/// called by the loaders row after row) and each row holds only its values: an array of
/// values where a dictionary per row took three times the memory. A name is found by
/// comparing names in order, which for the few fields of a row is quicker than hashing it.
///
/// What must hold: `names` has no name twice, and `values[i]` is the value of `names[i]`.
public struct RowFields: Sendable {
    public private(set) var names: [String] = []
    public private(set) var values: [MustacheValue] = []

    public init() {}

    /// The fields of `dictionary`, in order of name.
    public init(_ dictionary: [String: MustacheValue]) {
        for name in dictionary.keys.sorted() {
            names.append(name)
            values.append(dictionary[name]!)
        }
    }

    public var count: Int { names.count }
    public var isEmpty: Bool { names.isEmpty }

    /// The value of field `name`; setting nil removes the field, setting a new name adds it last.
    public subscript(name: String) -> MustacheValue? {
        get { names.firstIndex(of: name).map { values[$0] } }
        set {
            if let index = names.firstIndex(of: name) {
                if let newValue {
                    values[index] = newValue
                } else {
                    names.remove(at: index)
                    values.remove(at: index)
                }
            } else if let newValue {
                names.append(name)
                values.append(newValue)
            }
        }
    }

    /// The fields as a dictionary (a template context that needs them all).
    public var dictionary: [String: MustacheValue] {
        Dictionary(uniqueKeysWithValues: zip(names, values))
    }

    /// Makes these fields share `shared`'s storage of names when they name the same fields in
    /// the same order, and else makes `shared` these names, for the next row to share.
    mutating func shareNames(with shared: inout [String]) {
        if names == shared { names = shared } else { shared = names }
    }
}

/// Two rows' fields are equal when they have the same names with the same values, in any order.
extension RowFields: Equatable {
    public static func == (a: RowFields, b: RowFields) -> Bool {
        a.count == b.count && zip(a.names, a.values).allSatisfy { b[$0.0] == $0.1 }
    }
}

extension RowFields: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        for (name, value) in elements { self[name] = value }
    }
}
