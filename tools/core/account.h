/*
 * account.h: what a whole run used, every process of it counted, whether
 * it ended or was killed.  For tools/core/sandbox.c (Linux).
 *
 * Where the kernel lets us create cgroups (as root; v1 or v2), a run gets
 * one of its own, as IOI's isolate and DOMjudge's runguard give it:
 *   CPU     the sum over every process that was ever in it
 *   memory  the peak of all that was charged to it (anonymous, shared,
 *           memfd and tmpfs pages, page tables), held to the limit by
 *           the kernel, which kills a process of the run past it
 *   pids    at most NPROC processes and threads at once
 * Elsewhere, the tree of the run's processes is read from /proc every
 * tick: CPU as each live process's own time plus that of the children it
 * reaped (what the last tick used, and a child reaped by the kernel
 * because its parent ignores SIGCHLD, go uncounted); memory as the peak
 * of one process (getrusage), its address space held by RLIMIT_AS.
 *
 * Either way the tree gives, per tick, how long the run's processes were
 * runnable but waiting for a core (each thread's schedstat, second field),
 * which the wall clock leaves out: a busy machine is not the program's
 * fault.
 */
#ifndef ACCOUNT_H
#define ACCOUNT_H

#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <sys/stat.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { NPROC = 64 };
enum { CG_CPU, CG_MEM, CG_PIDS, CG_KINDS };

/* A run's cgroup: a folder per resource ("" where it has none), and
 * whether that folder is of cgroup v2. */
static struct {
	char dir[CG_KINDS][PATH_MAX];
	int v2[CG_KINDS];
} cg;

/* The first line of path that starts with key, its number after it;
 * -1 when there is none.  A file of one number: key "". */
static long long cg_read(const char *dir, const char *file, const char *key)
{
	char path[PATH_MAX + 64], line[256];
	long long value = -1;
	size_t n = strlen(key);
	FILE *f;

	snprintf(path, sizeof path, "%s/%s", dir, file);
	if (!*dir || !(f = fopen(path, "r")))
		return -1;
	while (value < 0 && fgets(line, sizeof line, f))
		if (strncmp(line, key, n) == 0)
			value = atoll(line + n);
	fclose(f);
	return value;
}

static int cg_write(const char *dir, const char *file, const char *text)
{
	char path[PATH_MAX + 64];
	FILE *f;
	int ok;

	snprintf(path, sizeof path, "%s/%s", dir, file);
	if (!*dir || !(f = fopen(path, "w")))	/* no such cgroup: not "/" */
		return -1;
	ok = fputs(text, f) >= 0;
	return fclose(f) == 0 && ok ? 0 : -1;
}

/* Whether the comma-separated list has the word. */
static int has_word(const char *list, const char *word)
{
	size_t n = strlen(word);
	const char *p;

	for (p = list; (p = strstr(p, word)); p += n)
		if ((p == list || p[-1] == ',' || p[-1] == ' ')
		    && (p[n] == ',' || p[n] == ' ' || p[n] == '\0'
			|| p[n] == '\n'))
			return 1;
	return 0;
}

/* Where v1's controller (or v2, for "") is mounted: mount points out of
 * /proc/self/mountinfo ("ID PARENT DEV ROOT POINT OPTS ... - TYPE SRC
 * SUPER").  Status 0 and the point in point, or -1. */
static int cg_mount(const char *controller, char *point)
{
	char line[4096], at[PATH_MAX], type[64], super[1024];
	FILE *f = fopen("/proc/self/mountinfo", "r");
	int found = 0;

	while (f && !found && fgets(line, sizeof line, f)) {
		char *dash = strstr(line, " - ");
		if (!dash || sscanf(line, "%*s %*s %*s %*s %4095s", at) != 1
		    || sscanf(dash, " - %63s %*s %1023s", type, super) != 2)
			continue;
		found = *controller ? strcmp(type, "cgroup") == 0
			&& has_word(super, controller)
			: strcmp(type, "cgroup2") == 0;
	}
	if (f)
		fclose(f);
	if (found)
		strcpy(point, at);
	return found ? 0 : -1;
}

/* v1: our own cgroup of the controller (/proc/self/cgroup, lines
 * "ID:CONTROLLERS:PATH") as a folder below its mount point, in parent.
 * Status 0, or -1 when none is listed. */
static int cg_own_v1(const char *controller, const char *point, char *parent)
{
	char line[4096];
	FILE *f;

	if (!(f = fopen("/proc/self/cgroup", "r")))
		return -1;
	while (fgets(line, sizeof line, f)) {
		char *path = strchr(line, ':'), *end;
		if (!path || !(end = strchr(++path, ':')))
			continue;
		*end = '\0';
		if (has_word(path, controller)) {
			end[strcspn(end + 1, "\n") + 1] = '\0';
			snprintf(parent, PATH_MAX, "%s%s", point,
				 strcmp(end + 1, "/") ? end + 1 : "");
			fclose(f);
			return 0;
		}
	}
	fclose(f);
	return -1;
}

/* v2: whether the root at point hands the controller on to its
 * children, asked for first (cgroup.subtree_control); CPU needs none,
 * every cgroup has cpu.stat.  Status 0, or -1. */
static int cg_enabled_v2(const char *controller, const char *point)
{
	char line[4096];
	FILE *f;

	if (strcmp(controller, "cpuacct") == 0)
		return 0;
	snprintf(line, sizeof line, "+%s", controller);
	cg_write(point, "cgroup.subtree_control", line);
	snprintf(line, sizeof line, "%.4000s/cgroup.subtree_control", point);
	if (!(f = fopen(line, "r")))
		return -1;
	*line = '\0';
	if (!fgets(line, sizeof line, f))
		*line = '\0';
	fclose(f);
	return has_word(line, controller) ? 0 : -1;
}

/* The folder a run's cgroup of this controller goes in: v1, below our
 * own cgroup (so that whatever holds us holds it); v2, below the root,
 * the one cgroup that may have both processes and controlled children,
 * where the controller is enabled.  Status 0, or -1. */
static int cg_parent(const char *controller, char *parent, int *v2)
{
	char point[PATH_MAX];

	if (cg_mount(controller, point) == 0) {
		*v2 = 0;
		return cg_own_v1(controller, point, parent);
	}
	if (cg_mount("", point) != 0)
		return -1;
	*v2 = 1;
	strcpy(parent, point);
	return cg_enabled_v2(controller, point);
}

/* Removes the run's cgroups, once their last processes are gone (the
 * kernel may take a moment after the last one ends): a second at most.
 * Async-signal-safe. */
static void cg_remove(void)
{
	struct timespec pause = {0, 10000000};
	int k, tries, left = 1;

	for (tries = 0; left && tries < 100; tries++) {
		if (tries)
			nanosleep(&pause, NULL);
		for (left = 0, k = 0; k < CG_KINDS; k++)
			if (*cg.dir[k] && rmdir(cg.dir[k]) != 0
			    && errno != ENOENT)
				left = 1;
	}
}

/* Removes the cgroups of runs whose supervisor is dead (judge-PID-N in
 * parent, PID not running): a supervisor killed outright leaves them. */
static void cg_sweep(const char *parent)
{
	char path[PATH_MAX + 256];
	struct dirent *e;
	DIR *d = opendir(parent);
	long pid;

	while (d && (e = readdir(d)))
		if (sscanf(e->d_name, "judge-%ld", &pid) == 1
		    && kill((pid_t)pid, 0) != 0 && errno == ESRCH) {
			snprintf(path, sizeof path, "%.4000s/%.200s", parent,
				 e->d_name);
			rmdir(path);
		}
	if (d)
		closedir(d);
}

/* The run's cgroup of kind k in parent, named after us and the run.
 * v2 has one folder for every kind: made once, then found there.
 * Status 0, or -1 with cg.dir[k] empty: a folder we did not make is
 * not ours to remove. */
static int cg_make(int k, const char *parent, int run)
{
	snprintf(cg.dir[k], PATH_MAX, "%.4000s/judge-%ld-%d", parent,
		 (long)getpid(), run);
	if (mkdir(cg.dir[k], 0755) == 0)
		return 0;
	if (errno == EEXIST && cg.v2[k] && k != 0
	    && strcmp(cg.dir[k], cg.dir[k - 1]) == 0)
		return 0;
	memset(cg.dir[k], 0, PATH_MAX);
	return -1;
}

/* The run's memory held to mem_mib MiB, with no swap: what does not fit
 * is over the limit.  Status 0, or -1. */
static int cg_limit_memory(long mem_mib)
{
	int v2 = cg.v2[CG_MEM];
	const char *dir = cg.dir[CG_MEM];
	char value[64];

	snprintf(value, sizeof value, "%lld", (long long)mem_mib << 20);
	if (cg_write(dir, v2 ? "memory.max" : "memory.limit_in_bytes",
		     value) != 0)
		return -1;
	cg_write(dir, v2 ? "memory.swap.max" : "memory.memsw"
		 ".limit_in_bytes", v2 ? "0" : value);
	return 0;
}

/* A cgroup of each kind for the run, named after us; the memory and
 * processes held to their limits (mem_mib 0: memory not limited).
 * Status 0 when CPU and memory can both be counted so, else -1 (and
 * none is made). */
static int cg_create(long mem_mib)
{
	static const char *const controller[CG_KINDS] = {
		"cpuacct", "memory", "pids"
	};
	static int runs;	/* a name each: no earlier cgroup is reused */
	char parent[PATH_MAX], value[64];
	int k;

	memset(&cg, 0, sizeof cg);
	runs++;
	for (k = 0; k < CG_KINDS; k++) {
		if (cg_parent(controller[k], parent, &cg.v2[k]) != 0) {
			if (k == CG_PIDS)
				break;	/* RLIMIT_NPROC holds them */
			return cg_remove(), -1;
		}
		if (runs == 1)
			cg_sweep(parent);
		if (cg_make(k, parent, runs) != 0)
			return cg_remove(), -1;
	}
	snprintf(value, sizeof value, "%d", NPROC);
	cg_write(cg.dir[CG_PIDS], "pids.max", value);
	if (mem_mib > 0 && cg_limit_memory(mem_mib) != 0)
		return cg_remove(), -1;
	return 0;
}

/* Puts the process pid into the run's cgroups.  Status 0, or -1. */
static int cg_join(long pid)
{
	char text[32];
	int k;

	snprintf(text, sizeof text, "%ld", pid);
	for (k = 0; k < CG_KINDS; k++)
		if (*cg.dir[k] && cg_write(cg.dir[k], "cgroup.procs", text))
			return -1;
	return 0;
}

/* CPU time of the whole run so far, in microseconds. */
static long long cg_cpu_us(void)
{
	long long v;

	if (cg.v2[CG_CPU])
		return cg_read(cg.dir[CG_CPU], "cpu.stat", "usage_usec ");
	v = cg_read(cg.dir[CG_CPU], "cpuacct.usage", "");
	return v < 0 ? -1 : v / 1000;
}

/* The run's peak memory in KiB (-1 when it cannot be read), and whether
 * the kernel killed one of its processes for memory. */
static long cg_peak_kib(void)
{
	long long v = cg_read(cg.dir[CG_MEM], cg.v2[CG_MEM] ? "memory.peak"
			      : "memory.max_usage_in_bytes", "");
	return v < 0 ? -1 : (long)(v >> 10);
}

static int cg_oom_killed(void)
{
	return cg_read(cg.dir[CG_MEM], cg.v2[CG_MEM] ? "memory.events"
		       : "memory.oom_control", "oom_kill ") > 0;
}

/* The text of /proc/PID/FILE in text (empty when it cannot be read). */
static void proc_text(long pid, const char *file, char *text, size_t size)
{
	char path[96];
	size_t n = 0;
	FILE *f;

	snprintf(path, sizeof path, "/proc/%ld/%.60s", pid, file);
	if ((f = fopen(path, "r"))) {
		n = fread(text, 1, size - 1, f);
		fclose(f);
	}
	text[n] = '\0';
}

/* A process's CPU time and its reaped children's, in clock ticks:
 * /proc/PID/stat, "PID (NAME) STATE PPID ... UTIME STIME CUTIME CSTIME"
 * (fields 14 to 17; NAME may hold anything, so count from its ')'). */
static long long proc_cpu_ticks(long pid)
{
	char text[1024], *p;
	long long t[4] = {0, 0, 0, 0};

	proc_text(pid, "stat", text, sizeof text);
	if ((p = strrchr(text, ')')))
		sscanf(p + 1, " %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u"
		       " %lld %lld %lld %lld", &t[0], &t[1], &t[2], &t[3]);
	return t[0] + t[1] + t[2] + t[3];
}

/* How long a thread group was runnable but waiting for a core, in ns:
 * the most one of its threads waited (/proc/PID/task/TID/schedstat,
 * "ON_CPU WAITING SLICES").  /proc/PID/schedstat is the leader's alone,
 * which may sleep in a join, or have ended (SYS_exit), while another
 * thread does the work. */
static long long group_wait_ns(long pid)
{
	char file[64], text[256];
	long long on, waiting, most = 0;
	struct dirent *e;
	DIR *tasks;

	snprintf(file, sizeof file, "/proc/%ld/task", pid);
	if (!(tasks = opendir(file)))
		return 0;
	while ((e = readdir(tasks)))
		if (e->d_name[0] != '.') {
			snprintf(file, sizeof file, "task/%.20s/schedstat",
				 e->d_name);
			proc_text(pid, file, text, sizeof text);
			if (sscanf(text, "%lld %lld", &on, &waiting) == 2
			    && waiting > most)
				most = waiting;
		}
	closedir(tasks);
	return most;
}

/* The run's processes as /proc shows them: pid and every process below
 * it (by each thread's children), at most max of them, in pids. */
static int tree_collect(long pid, long *pids, int n, int max)
{
	char path[64], list[4096], *p, *end;
	struct dirent *e;
	DIR *tasks;
	long child;

	if (n >= max)
		return n;
	pids[n++] = pid;
	snprintf(path, sizeof path, "/proc/%ld/task", pid);
	if (!(tasks = opendir(path)))
		return n;
	while ((e = readdir(tasks))) {
		if (e->d_name[0] == '.')
			continue;
		snprintf(path, sizeof path, "task/%.20s/children", e->d_name);
		proc_text(pid, path, list, sizeof list);
		for (p = list; (child = strtol(p, &end, 10)) > 0; p = end)
			n = tree_collect(child, pids, n, max);
	}
	closedir(tasks);
	return n;
}

/* The memory a thread group holds, in KiB, as /proc/PID/status tells
 * it: its peak resident set (VmHWM: the kernel raises it before it lets
 * any page go, so that a burst between two readings still shows, and
 * nothing in the box can lower it, its /proc being read-only: box.h)
 * and its page tables (VmPTE, which a process can grow far past its
 * resident set: a page touched and let go in each 2 MiB keeps a page of
 * them).  Every thread shares the one memory, but a leader that ended
 * alone (SYS_exit, not exit_group) shows none: then a live thread's
 * (/proc/PID/task/TID/status).  0 when none can be read. */
static long group_held_kib(long pid)
{
	char file[64], text[4096], *peak, *tables;
	struct dirent *e;
	DIR *tasks;

	proc_text(pid, "status", text, sizeof text);
	snprintf(file, sizeof file, "/proc/%ld/task", pid);
	if (!strstr(text, "\nVmHWM:") && (tasks = opendir(file))) {
		while (!strstr(text, "\nVmHWM:") && (e = readdir(tasks)))
			if (e->d_name[0] != '.') {
				snprintf(file, sizeof file, "task/%.20s/status",
					 e->d_name);
				proc_text(pid, file, text, sizeof text);
			}
		closedir(tasks);
	}
	peak = strstr(text, "\nVmHWM:");
	tables = strstr(text, "\nVmPTE:");
	return (peak ? atol(peak + 7) : 0) + (tables ? atol(tables + 7) : 0);
}

/* What the processes below top use: CPU (own and reaped children's, in
 * ms), the most time one of them waited for a core (in us) and the
 * most memory one holds (group_held_kib(), in KiB). */
struct tree {
	long long cpu_ms, wait_us;
	long peak_kib;
	int count;
};

static struct tree tree_measure(long top)
{
	long pids[4 * NPROC];
	struct tree t = {0, 0, 0, 0};
	long long ticks = 0, w;
	long kib;
	int i;

	t.count = tree_collect(top, pids, 0, 4 * NPROC);
	for (i = 0; i < t.count; i++) {
		ticks += proc_cpu_ticks(pids[i]);
		if ((w = group_wait_ns(pids[i]) / 1000) > t.wait_us)
			t.wait_us = w;
		if ((kib = group_held_kib(pids[i])) > t.peak_kib)
			t.peak_kib = kib;
	}
	t.cpu_ms = ticks * 1000 / sysconf(_SC_CLK_TCK);
	return t;
}

/* Sends SIGKILL to every process below top (and to top, unless it is
 * ourselves); how many there are below it. */
static int tree_kill(long top)
{
	long pids[4 * NPROC];
	int n = tree_collect(top, pids, 0, 4 * NPROC), i;

	for (i = top == (long)getpid(); i < n; i++)
		kill((pid_t)pids[i], SIGKILL);
	return n - 1;
}

#endif
