import ArgumentParser
import Foundation
import TabulaCore
import TabulaPublish

struct Publish: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "publish",
        abstract: "Build for production, check every page and link, and deploy to a folder or a git branch.",
        discussion: """
            Without --to, the build is committed as the whole tree of a branch (default gh-pages) of the \
            site's git repository; the working tree and the index are not touched. Nothing is deployed \
            when the build or any check fails.
            """)

    @OptionGroup var options: SiteOptions

    @Option(name: .customLong("to"), help: "Deploy into this folder (made equal to the build, swapped in atomically).", completion: .directory)
    var folder: String?

    @Option(name: .long, help: "Commit the build as this branch of the site's git repository (default: gh-pages).")
    var branch: String?

    @Option(name: .long, help: "After committing to the branch, push it to this remote (git push REMOTE BRANCH).")
    var push: String?

    @Option(name: .customLong("base-url"), help: "The address the site is published at (default: baseURL in Content/_index.md).")
    var baseURL: String?

    @Flag(name: .customLong("dry-run"), help: "Build and check, print what would change, change nothing.")
    var dryRun = false

    @Flag(name: .long, help: "With --to: publish into a non-empty folder that no earlier publish made (its files are replaced).")
    var force = false

    @Option(name: .customLong("max-deletes"),
            help: "With --to: refuse a publish that would remove more than this many files (default \(FolderDeploy.defaultMaxDeletes); -1: no limit).")
    var maxDeletes: Int?

    func validate() throws {
        if folder != nil && (branch != nil || push != nil) {
            throw ValidationError("--to deploys to a folder; --branch and --push deploy to a git branch: choose one")
        }
        if folder == nil && (force || maxDeletes != nil) {
            throw ValidationError("--force and --max-deletes guard a folder deploy: use them with --to DIR")
        }
        if let maxDeletes, maxDeletes < -1 {
            throw ValidationError("--max-deletes takes a count of files, or -1 for no limit")
        }
    }

    func run() async throws {
        let site = options.siteURL.standardizedFileURL
        let destination = folder.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL }
        if let destination, let refusal = FolderDeploy.refusal(destination: destination, site: site) {
            Terminal.error("--to: \(refusal)")
            throw ExitCode.failure
        }
        // A folder no publish made is refused before the build (a dry run still lists the changes).
        if let destination, !dryRun, !force, let refusal = try? FolderDeploy.foreignFolderRefusal(destination) {
            Terminal.error("--to: \(refusal)")
            throw ExitCode.failure
        }
        let staging: Staging
        do {
            staging = try Publisher(site: site, baseURL: baseURL).prepare()
        } catch let failure as BuildFailed {
            Terminal.report(failure.diagnostics)
            Terminal.error("\(failure); nothing was deployed")
            throw ExitCode.failure
        } catch let failure as Publisher.Failed {
            for problem in failure.problems { Terminal.write(problem) }
            let count = failure.problems.count
            Terminal.error("publish stopped by \(count) problem\(count == 1 ? "" : "s"); nothing was deployed")
            throw ExitCode.failure
        }
        defer { staging.remove() }
        Terminal.report(staging.summary.warnings)
        do {
            if let destination {
                try deploy(staging, to: destination)
            } else {
                try deploy(staging, toBranch: branch ?? "gh-pages", site: site)
            }
        } catch let error as ExitCode {
            throw error
        } catch {
            Terminal.error("\(error); nothing was deployed")
            throw ExitCode.failure
        }
    }

    private func folderDeploy(build: URL, to destination: URL) -> FolderDeploy {
        var deploy = FolderDeploy(build: build, destination: destination)
        deploy.force = force
        if let maxDeletes { deploy.maxDeletes = maxDeletes < 0 ? nil : maxDeletes }
        return deploy
    }

    private func deploy(_ staging: Staging, to destination: URL) throws {
        let deploy = folderDeploy(build: staging.root, to: destination)
        if dryRun {
            let changes = try deploy.plan()
            changes.lines.forEach { print($0) }
            print("dry run: \(changes.summary) in \(destination.path); nothing was changed")
            let refusals = try deploy.refusals(for: changes)
            if !refusals.isEmpty {
                refusals.forEach { Terminal.error("--to: \($0)") }
                Terminal.error("dry run: a publish would be refused for the reasons above; nothing was changed")
                throw ExitCode.failure
            }
        } else {
            let changes: ChangeSet
            do {
                changes = try deploy.deploy()
            } catch let refused as FolderDeploy.Refused {
                refused.description.split(separator: "\n").forEach { Terminal.error("--to: \($0)") }
                Terminal.error("nothing was deployed")
                throw ExitCode.failure
            }
            changes.lines.forEach { print($0) }
            print("published to \(destination.path): \(changes.summary)")
        }
    }

    private func deploy(_ staging: Staging, toBranch branch: String, site: URL) throws {
        let deploy = BranchDeploy(build: staging.root, site: site, branch: branch)
        if dryRun {
            let changes = try deploy.plan()
            changes.lines.forEach { print($0) }
            print("dry run: \(changes.summary) on branch \(branch); nothing was committed\(push.map { " or pushed to \($0)" } ?? "")")
            return
        }
        let outcome = try deploy.deploy()
        outcome.changes.lines.forEach { print($0) }
        if let commit = outcome.commit {
            print("committed \(commit.prefix(12)) on \(branch): \(outcome.message) (\(outcome.changes.summary))")
        } else {
            print("\(branch) already holds this build: no commit")
        }
        if let remote = push {
            do {
                try deploy.push(to: remote)
            } catch {
                Terminal.error("\(error)")
                Terminal.error("\(branch) holds the build locally; push it with `git push \(remote) \(branch)`")
                throw ExitCode.failure
            }
            print("pushed \(branch) to \(remote)")
        }
    }
}
