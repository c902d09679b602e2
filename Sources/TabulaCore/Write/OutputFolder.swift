import Foundation

/// The output folder of a build: how messages name it, and whether a build may write there.
struct OutputFolder {
    let site: URL
    let output: URL

    /// As users see it: from the site folder when inside it (`Public`), else its full path.
    var shown: String {
        let site = self.site.standardizedFileURL.path, output = self.output.standardizedFileURL.path
        return output.hasPrefix(site + "/") ? String(output.dropFirst(site.count + 1)) : output
    }

    /// A build removes from its output folder every file it did not make, so the output folder
    /// must neither be nor hold the site folder, and must neither be inside an input folder
    /// (`Content/`, `Templates/`) nor hold one: that would delete the site's own files.
    func check() throws(BuildFailed) {
        let output = RealPaths.resolveExisting(self.output.standardizedFileURL.path)
        let site = RealPaths.resolveExisting(self.site.standardizedFileURL.path)
        var wrong: String?
        if RealPaths.holds(output, site) {
            wrong = "the site folder or hold it"
        } else if let input = InputTree.roots.first(where: { RealPaths.holds(RealPaths.resolveExisting(site + "/" + $0), output) }) {
            wrong = "inside \(input)/"
        } else if let input = InputTree.roots.first(where: { RealPaths.holds(output, RealPaths.resolveExisting(site + "/" + $0)) }) {
            wrong = "hold \(input)/"
        }
        guard let wrong else { return }
        throw BuildFailed(diagnostics: [.error(shown, nil, "the output folder may not be \(wrong): a build removes from it every file it did not make; choose another folder (the default is Public/)")])
    }

    /// The hidden file a build leaves in an output folder other than the site's own `Public/`:
    /// a folder holding it is one a build made, whose files the next build may replace.
    static let markName = ".tabula-output"

    /// Whether the output folder is the site's own `Public/`, which is the build's by the
    /// site's layout.
    var isSitesOwn: Bool { output.standardizedFileURL.path == site.appendingPathComponent("Public").standardizedFileURL.path }

    /// Another output folder that holds files must be one a build made (it holds `markName`):
    /// a build removes every file it did not make, and a folder named by mistake may be
    /// someone's documents. `replacing`: the user said its files may go (`--force`).
    func checkOwned(replacing: Bool) throws(BuildFailed) {
        guard !replacing, !isSitesOwn, let names = try? FileManager.default.contentsOfDirectory(atPath: output.path),
              !names.contains(Self.markName), let example = names.filter({ !$0.hasPrefix(".") }).min() else { return }
        throw BuildFailed(diagnostics: [.error(shown, nil, "this folder holds files no Tabula build made (such as '\(example)'), and a build "
                                               + "removes every file it did not make: choose a new or empty folder, or pass --force to replace them")])
    }

    /// Marks an output folder other than the site's own as one a build made (`checkOwned`).
    func mark() {
        guard !isSitesOwn else { return }
        let mark = output.appendingPathComponent(Self.markName)
        guard !FileManager.default.fileExists(atPath: mark.path) else { return }
        try? Data("Tabula builds this folder: each build removes the files it did not make.\n".utf8).write(to: mark)
    }
}
