extension JSONParser {
    /// A stack shared by all containers of one parse: the elements of the container being
    /// parsed are pushed on top and taken off into an array of their own when it closes.
    struct Stack<Element> {
        private var elements: [Element] = []

        init(capacity: Int) {
            elements.reserveCapacity(capacity)
        }

        var count: Int { elements.count }

        @inline(__always)
        mutating func push(_ element: consuming Element) {
            elements.append(element)
        }

        /// The top element; the stack must not be empty.
        @inline(__always)
        var top: Element {
            elements[elements.count - 1]
        }

        /// The element at `position` (0 is the bottom).
        @inline(__always)
        subscript(position: Int) -> Element {
            elements[position]
        }

        /// Removes and returns the top element; the stack must not be empty.
        @inline(__always)
        mutating func pop() -> Element {
            elements.removeLast()
        }

        /// The elements from `start` to the top, not copied: pop them with `pop(from:)` once
        /// the slice is let go (popping while it is held makes the stack copy its elements).
        func top(from start: Int) -> ArraySlice<Element> {
            elements[start...]
        }

        /// Removes the elements from `start` to the top.
        mutating func pop(from start: Int) {
            elements.removeSubrange(start...)
        }

        /// The elements from `start` to the top, in a new array, popped.
        mutating func popArray(from start: Int) -> [Element] {
            guard start < elements.count else { return [] }
            defer { elements.removeSubrange(start...) }
            return Array(elements[start...])
        }
    }
}

extension JSONParser.Stack where Element == JSONMember {
    /// Sets the value of the top member (pushed with a placeholder when its key was read).
    @inline(__always)
    mutating func setTopNode(_ node: consuming JSONNode) {
        elements[elements.count - 1].node = node
    }
}
